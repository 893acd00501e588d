import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Named accounts (docs/decisions/022): people, sessions tied to a person, mailed links
 * (invitations and password resets) and the audit log. The old shared-password sessions
 * belong to no one, so their table is replaced: anyone signed in signs in again.
 */
export function accountsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, (c) => c.primaryKey())
        // Stored lower-cased and trimmed: unique without regard to case.
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'text')
        .execute();

      await db.schema.dropTable('admin_sessions').ifExists().execute();
      await db.schema
        .createTable('admin_sessions')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        // "Firefox on Android", never the whole header.
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('admin_sessions_user')
        .on('admin_sessions')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('account_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('account_links_email')
        .on('account_links')
        .columns(['email', 'kind'])
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['audit_log', 'account_links', 'admin_sessions', 'users']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema
        .createTable('admin_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

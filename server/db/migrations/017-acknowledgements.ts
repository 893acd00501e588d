import type { Kysely } from 'kysely';

/**
 * The company's mailer is nobody's relay (issue 28, docs/decisions/040): the days a visitor's
 * address was sent an acknowledgement, so it gets at most one a day whichever server took the
 * form. The address only as its keyed hash (server/visitor/acknowledgement-limit.ts); rows
 * older than yesterday are deleted as new ones come.
 */
export function acknowledgementsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('acknowledged_recipients')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('acknowledged_recipients_key', ['day', 'recipient'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('acknowledged_recipients').ifExists().execute();
    },
  };
}

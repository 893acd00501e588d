import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Site visits booked online (issue 33, docs/decisions/060-site-visits.md): each lead's booking
 * link (its token's hash), the visits, and the outbox's calendar part (an invitation's .ics).
 * Two bookings of one person's start can never both hold: a unique index over (person, start)
 * where the visit is booked, on SQLite and PostgreSQL alike, so even two servers at once get
 * one winner; a cancelled visit frees its start.
 */
export function visitsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('visit_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('submission_id', 'integer', (c) =>
          c.notNull().references('submissions.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('visit_links_submission')
        .on('visit_links')
        .column('submission_id')
        .execute();
      await db.schema
        .createTable('visits')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('submission_id', 'integer', (c) =>
          c.notNull().references('submissions.id').onDelete('cascade'),
        )
        .addColumn('person_id', 'integer', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('booked_by', 'text', (c) => c.notNull())
        // When the reminder the day before was queued (null again after a move).
        .addColumn('reminded_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('visits_person_start_booked')
        .on('visits')
        .columns(['person_id', 'starts_at'])
        .unique()
        .where(sql.ref('status'), '=', 'booked')
        .execute();
      // One booked visit per lead: a second booking from another tab is refused, not doubled.
      await db.schema
        .createIndex('visits_lead_booked')
        .on('visits')
        .column('submission_id')
        .unique()
        .where(sql.ref('status'), '=', 'booked')
        .execute();
      await db.schema.createIndex('visits_starts').on('visits').column('starts_at').execute();
      // An invitation's calendar part as JSON ({ method, content }), sent as text/calendar.
      await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').dropColumn('calendar').execute();
      await db.schema.dropTable('visits').ifExists().execute();
      await db.schema.dropTable('visit_links').ifExists().execute();
    },
  };
}

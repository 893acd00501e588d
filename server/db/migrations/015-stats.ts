import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Cookieless visitor statistics (issue 20, docs/decisions/036-visitor-stats.md): raw page views
 * (30 days), daily aggregates (for good), the daily salts of visitor keys (two days), and the
 * visit a lead was sent from. Column meanings are in server/stats/tables.ts.
 */
export function statsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_views')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('entry', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visitor', 'text')
        .addColumn('referrer', 'text')
        .addColumn('utm_source', 'text')
        .addColumn('utm_medium', 'text')
        .addColumn('utm_campaign', 'text')
        .addColumn('device', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('page_views_day')
        .on('page_views')
        .columns(['day', 'path'])
        .execute();
      await db.schema
        .createIndex('page_views_visitor')
        .on('page_views')
        .columns(['visitor', 'day'])
        .execute();
      await db.schema
        .createTable('stats_daily')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('dimension', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('stats_daily_key', ['day', 'dimension', 'value'])
        .execute();
      // The report reads a dimension's rows of a period from this index alone, in the order
      // it sums them (per value); `total` and `bots` rows have the value ''.
      await db.schema
        .createIndex('stats_daily_dimension')
        .on('stats_daily')
        .columns(['dimension', 'value', 'day', 'views', 'visitors', 'visits'])
        .execute();
      await db.schema
        .createTable('stats_salts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('submissions').addColumn('visitor_key', 'text').execute();
      await db.schema.alterTable('submissions').addColumn('visit_day', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('submissions').dropColumn('visit_day').execute();
      await db.schema.alterTable('submissions').dropColumn('visitor_key').execute();
      for (const table of ['stats_salts', 'stats_daily', 'page_views']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

import type { Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

/** Real-user vitals: one row per metric of a page load (docs/decisions/017). */
export function webVitalsMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const numberType = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('web_vitals')
        .addColumn('id', idType, (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', numberType, (c) => c.notNull())
        .addColumn('nav_type', 'text')
        .addColumn('metric_id', 'text', (c) => c.notNull())
        .execute();
      // A metric reported again (CLS after the page came back) replaces its earlier value.
      await db.schema
        .createIndex('web_vitals_metric')
        .on('web_vitals')
        .columns(['metric_id', 'name'])
        .unique()
        .execute();
      await db.schema
        .createIndex('web_vitals_created')
        .on('web_vitals')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('web_vitals').ifExists().execute();
    },
  };
}

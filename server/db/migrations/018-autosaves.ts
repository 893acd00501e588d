import type { Kysely } from 'kysely';

/**
 * Never lose work (issue 31, docs/decisions/048): one autosave slot per thing being written and
 * person, kept a few seconds after typing stops. `kind` is what is written (`content`: an item
 * of the editor, `reply`: a reply on a lead), `target` which one ("services/12", "services/new",
 * a lead's id). A slot is replaced, never added to; it goes when the work is saved or discarded,
 * and slots nobody came back to are pruned (server/drafts/autosaves.ts).
 */
export function autosavesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('autosaves')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        // What was typed, as JSON (its shape is the kind's: server/drafts/draft-shapes.ts).
        .addColumn('data', 'text', (c) => c.notNull())
        // The version of the item the typing started from (content only): a restored draft
        // still meets the editor's conflict check against saves made since.
        .addColumn('base_version', 'integer')
        .addColumn('saved_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('autosaves_key', ['kind', 'target', 'user_id'])
        .execute();
      await db.schema
        .createIndex('autosaves_saved_at')
        .on('autosaves')
        .column('saved_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('autosaves').ifExists().execute();
    },
  };
}

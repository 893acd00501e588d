import { type Kysely, sql } from 'kysely';

/**
 * People have names (issue 31, docs/decisions/050): `users.name_set_at` is when the person chose
 * the name they are shown by. Null means a placeholder (ADMIN_PASSWORD's first owner was called
 * "Owner"): they are asked for their name after their next sign-in. Everyone else chose theirs
 * when they joined or was named on the command line, so they count as named from the start.
 * `users.photo` is the person's photo, optional: a picture uploaded through POST /admin/media.
 */
export function personNamesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('name_set_at', 'text').execute();
      await sql`UPDATE users SET name_set_at = created_at WHERE name <> 'Owner'`.execute(db);
      // Their photo: the name of a stored (cleaned) picture of the media table, or none.
      await db.schema.alterTable('users').addColumn('photo', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('photo').execute();
      await db.schema.alterTable('users').dropColumn('name_set_at').execute();
    },
  };
}

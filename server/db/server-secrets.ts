import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A secret every server shares, made once and kept in the database (`server_secrets`), for
 * keys the environment does not give (the form tokens' key, the VAPID keys). Several servers
 * starting at once: the first insert wins and every server reads that one.
 */
export async function sharedSecret(
  db: Kysely<Database>,
  name: string,
  make: () => string,
): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: make(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

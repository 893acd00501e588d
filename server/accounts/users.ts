import type { Kysely } from 'kysely';
import type { Database, Role, UserTable } from '../db/schema.ts';
import { isoNow } from '../store/time.ts';
import { normaliseEmail } from './emails.ts';

export const ROLES: readonly Role[] = ['owner', 'editor'];

/** A person as the app sees them: never the password hash. */
export interface Person {
  id: number;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
  disabled: boolean;
  /** Whether they chose their name; false for a placeholder, asked for after sign-in. */
  hasName: boolean;
  /** Their photo's stored picture name, or null. */
  photo: string | null;
  /** Their "About me" line (migration 021), or null. */
  about: string | null;
}

type UserRow = Pick<
  UserTable,
  'email' | 'name' | 'role' | 'created_at' | 'disabled_at' | 'name_set_at' | 'photo' | 'about'
> & {
  id: number;
};

export const personOf = (row: UserRow): Person => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: row.created_at,
  disabled: row.disabled_at !== null,
  hasName: row.name_set_at !== null,
  photo: row.photo,
  about: row.about,
});

const PERSON_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'created_at',
  'disabled_at',
  'name_set_at',
  'photo',
  'about',
] as const;

/** A person and their password hash, by email (any case). */
export function findByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select([...PERSON_COLUMNS, 'password_hash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function getPerson(db: Kysely<Database>, id: number): Promise<Person | undefined> {
  const row = await db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && personOf(row);
}

/** Everyone who can sign in, owners first, then by name. */
export async function listPeople(db: Kysely<Database>): Promise<Person[]> {
  const rows = await db
    .selectFrom('users')
    .select(PERSON_COLUMNS)
    .where('disabled_at', 'is', null)
    .orderBy('role', 'desc')
    .orderBy('name')
    .execute();
  return rows.map(personOf);
}

/** Whether anyone can sign in at all. */
export async function hasPeople(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('disabled_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

export async function countOwners(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Adds a person, or (for an email that belonged to a removed person) brings them back with the
 * new name, role and password. Returns undefined when an active person already has the email.
 */
export async function addPerson(
  db: Kysely<Database>,
  input: {
    email: string;
    name: string;
    role: Role;
    passwordHash: string;
    /** False when `name` is a placeholder the person has not chosen (default true). */
    nameChosen?: boolean;
  },
): Promise<Person | undefined> {
  const email = normaliseEmail(input.email);
  const nameSetAt = input.nameChosen === false ? null : isoNow();
  const existing = await findByEmail(db, email);
  if (existing && existing.disabled_at === null) return undefined;
  if (existing) {
    await db
      .updateTable('users')
      .set({
        name: input.name,
        name_set_at: nameSetAt,
        role: input.role,
        password_hash: input.passwordHash,
        disabled_at: null,
        created_at: isoNow(),
      })
      .where('id', '=', existing.id)
      .execute();
    return getPerson(db, existing.id);
  }
  const inserted = await db
    .insertInto('users')
    .values({
      email,
      name: input.name,
      name_set_at: nameSetAt,
      role: input.role,
      password_hash: input.passwordHash,
      created_at: isoNow(),
      disabled_at: null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? getPerson(db, inserted.id) : undefined;
}

export async function setPasswordHash(db: Kysely<Database>, id: number, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** The name a person is shown by, chosen by them (or named by ADMIN_NAME or the command line). */
export async function setName(db: Kysely<Database>, id: number, name: string) {
  await db.updateTable('users').set({ name, name_set_at: isoNow() }).where('id', '=', id).execute();
}

/** Their "About me" line (shown on their posts), or none. */
export async function setAbout(db: Kysely<Database>, id: number, about: string | null) {
  await db.updateTable('users').set({ about }).where('id', '=', id).execute();
}

/** Their photo (a stored picture's name), or none. */
export async function setPhoto(db: Kysely<Database>, id: number, photo: string | null) {
  await db.updateTable('users').set({ photo }).where('id', '=', id).execute();
}

export async function setRole(db: Kysely<Database>, id: number, role: Role) {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}

/** Removes a person: they can no longer sign in; their audit entries keep their email. */
export async function disablePerson(db: Kysely<Database>, id: number) {
  await db.updateTable('users').set({ disabled_at: isoNow() }).where('id', '=', id).execute();
}

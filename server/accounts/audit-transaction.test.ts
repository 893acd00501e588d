/**
 * A change and its audit entry are one transaction (style guide 4d): when the entry cannot be
 * written, the change is not made either. The audit log is made to refuse every insert with a
 * trigger, on a real SQLite file and the test PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOn } from '../../tests/server/support/alerts.ts';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { readRetention } from '../privacy/retention-setting.ts';
import { createPrivacy } from '../privacy/service.ts';
import { saveSubmission } from '../store/submissions.ts';
import { createAccounts } from './service.ts';
import { addPerson, getPerson } from './users.ts';

const SECRET = new Uint8Array(32).fill(7);

async function refuseAuditEntries({ db, dialect }: Db) {
  if (dialect === 'sqlite') {
    await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit refused'); END`.execute(db);
    return;
  }
  await sql`CREATE FUNCTION refuse_audit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit()`.execute(db);
}

describe.each(databases)('a change whose audit entry fails, on %s', (kind) => {
  let database: Db;
  let owner: number;
  let editor: number;
  beforeAll(async () => {
    database = await freshDb(kind);
    const add = (email: string, role: 'owner' | 'editor') =>
      addPerson(database.db, { email, name: role, role, passwordHash: 'x' });
    owner = (await add('first@example.test', 'owner'))?.id ?? 0;
    await add('second@example.test', 'owner');
    editor = (await add('editor@example.test', 'editor'))?.id ?? 0;
    await saveSubmission(database.db, database.dialect, {
      kind: 'message',
      name: 'Visitor',
      email: 'visitor@example.test',
      message: 'Hello there',
    });
    await refuseAuditEntries(database);
  });
  afterAll(() => database.close());

  const actorOf = async (id: number) => {
    const person = await getPerson(database.db, id);
    if (!person) throw new Error('no such person');
    return person;
  };

  it('leaves a role and an account as they were', async () => {
    const accounts = createAccounts(database.db, { secret: SECRET });
    const actor = await actorOf(owner);
    await expect(accounts.setRole(actor, editor, 'owner')).rejects.toThrow();
    expect((await actorOf(editor)).role).toBe('editor');
    await expect(accounts.remove(actor, editor)).rejects.toThrow();
    expect((await actorOf(editor)).disabled).toBe(false);
  });

  it('leaves the alert settings as they were', async () => {
    const { alerts } = alertsOn(database);
    const before = await alerts.settings();
    const actor = { id: owner, email: 'first@example.test' };
    await expect(
      alerts.setDigestHour(before.digestHour === 9 ? '10' : '9', actor),
    ).rejects.toThrow();
    expect(await alerts.settings()).toEqual(before);
  });

  it('leaves the retention setting and a visitor’s rows as they were', async () => {
    const privacy = createPrivacy(database, SECRET);
    const actor = { id: owner, email: 'first@example.test' };
    const before = await readRetention(database.db);
    const changed = { ...before, unsubscribedDays: before.unsubscribedDays + 1 };
    await expect(privacy.retention.write(actor, changed)).rejects.toThrow();
    expect(await readRetention(database.db)).toEqual(before);
    await expect(privacy.erase(actor, 'visitor@example.test')).rejects.toThrow();
    expect((await privacy.preview('visitor@example.test')).leads).toBe(1);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { FILE_BYTES, rowsHolding, seedPerson } from '../../tests/server/support/privacy.ts';
import { databases, freshDatabaseUrl } from '../../tests/server/support/site.ts';
import { audit } from '../accounts/audit.ts';
import { createAccounts } from '../accounts/service.ts';
import { type Db, migrate, openDatabase } from '../db/connect.ts';
import { createPrivacy } from './service.ts';

const SECRET = new TextEncoder().encode('a test key of at least thirty-two bytes!');
const OWNER = { id: null, email: 'system' } as const;

describe.each(databases)('export and erase by address on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());

  it('exports leads, files, notes, replies, stage changes, comments, subscription and mail', async () => {
    const { db, dialect } = database;
    const { quoteId } = await seedPerson(db, dialect, 'export.me@example.net');
    const privacy = createPrivacy(database, SECRET);
    const { document, ref } = await privacy.exportFor(OWNER, '  Export.Me@Example.NET ');
    expect(ref).toMatch(/^[0-9a-f]{16}$/);
    expect(document.leads.map((lead) => lead.kind).sort()).toEqual(['message', 'quote']);
    const quote = document.leads.find((lead) => lead.id === quoteId);
    expect(quote?.phone).toBe('555-0100');
    expect(quote?.events.map((e) => [e.kind, e.by])).toEqual([
      ['note', 'Staff Member'],
      ['stage', 'Staff Member'],
      ['reply', 'Staff Member'],
    ]);
    expect(quote?.files).toHaveLength(1);
    expect(Buffer.from(quote?.files[0]?.base64 ?? '', 'base64')).toEqual(Buffer.from(FILE_BYTES));
    expect(quote?.mail.map((m) => m.to)).toEqual(['office@example.com']);
    expect(quote).not.toHaveProperty('fingerprint');
    expect(document.comments.map((c) => c.message)).toEqual(['Nice post']);
    expect(document.subscription?.confirmedAt).toBeNull();
    expect(document.mail.map((m) => m.subject).sort()).toEqual([
      'Confirm',
      'Copy of your request',
      'Re: your quote',
    ]);
    // The audit names the export by its reference and counts, never the address.
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.exported')
      .executeTakeFirstOrThrow();
    expect(entry.subject).toBe(`address ${ref}`);
    expect(JSON.parse(entry.detail ?? '{}')).toMatchObject({ leads: 2, comments: 1, files: 1 });
    expect(JSON.stringify(entry)).not.toContain('export.me');
  });

  it('erases one address: 0 rows and 0 file bytes left in any table; others stay', async () => {
    const { db, dialect } = database;
    const gone = await seedPerson(db, dialect, 'erase.me@example.net');
    await seedPerson(db, dialect, 'stays@example.net');
    const privacy = createPrivacy(database, SECRET);
    expect(await rowsHolding(db, dialect, 'erase.me@example.net')).not.toEqual({});
    const preview = await privacy.preview('ERASE.ME@example.net');
    expect(preview).toMatchObject({ leads: 2, comments: 1, files: 1, subscriber: 1 });

    const erased = await privacy.erase(OWNER, 'Erase.Me@example.net');
    expect(erased).toMatchObject({
      submissions: 3,
      lead_events: 3,
      lead_files: 1,
      lead_file_blobs: 1,
      subscribers: 1,
    });
    // office mail, confirm, acknowledgement and the reply
    expect(erased.outbox).toBe(4);
    expect(await rowsHolding(db, dialect, 'erase.me@example.net')).toEqual({});
    const blobs = await db
      .selectFrom('lead_file_blobs')
      .select('file_id')
      .where('file_id', '=', gone.fileId)
      .execute();
    expect(blobs).toEqual([]);
    const events = await db
      .selectFrom('lead_events')
      .select('id')
      .where('submission_id', '=', gone.quoteId)
      .execute();
    expect(events).toEqual([]);
    // The other person's data is whole; the staff account stays (not a visitor's data).
    expect(Object.keys(await rowsHolding(db, dialect, 'stays@example.net')).sort()).toEqual([
      'outbox',
      'submissions',
      'subscribers',
    ]);
    expect(
      await db.selectFrom('users').select('id').where('id', '=', gone.userId).execute(),
    ).toHaveLength(1);

    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.erased')
      .executeTakeFirstOrThrow();
    expect(entry.subject).toBe(`address ${erased.ref}`);
    expect(entry.subject).toBe(`address ${privacy.refOf('erase.me@example.net')}`);
    expect(JSON.parse(entry.detail ?? '{}')).toMatchObject({ submissions: 3, lead_files: 1 });
    // A second erasure finds nothing.
    expect(await privacy.erase(OWNER, 'erase.me@example.net')).toMatchObject({
      submissions: 0,
      outbox: 0,
    });
  });

  it('refuses what is not one address', async () => {
    const privacy = createPrivacy(database, SECRET);
    await expect(privacy.preview('not an address')).rejects.toMatchObject({
      refused: true,
      status: 422,
      field: 'email',
    });
    await expect(privacy.erase(OWNER, 'a@b.c\u0000x')).rejects.toMatchObject({
      refused: true,
      status: 422,
      field: 'email',
    });
  });
});

describe.each(databases)('an erased address on %s', (kind) => {
  const ADDRESS = 'wiped.person@example.net';
  let database: Db;
  let file = '';
  beforeAll(async () => {
    const url = await freshDatabaseUrl(kind);
    if (kind === 'sqlite') file = url.slice('sqlite:'.length);
    database = openDatabase(url);
    await migrate(database);
  });
  afterAll(() => database.close());

  /** Whether the SQLite file or its write-ahead log holds `text` in any byte, any case. */
  const fileHolds = (text: string) =>
    [file, `${file}-wal`]
      .filter((path) => existsSync(path))
      .some((path) => readFileSync(path).toString('latin1').toLowerCase().includes(text));

  it('is in no table afterwards, audit log included, nor (SQLite) in any byte of the files', async () => {
    const { db, dialect } = database;
    await seedPerson(db, dialect, ADDRESS);
    // The visitor typed their address into the sign-in and reset forms: no account has it.
    const accounts = createAccounts(db, { secret: SECRET });
    const origin = { address: '192.0.2.1', userAgent: 'Firefox on Linux' };
    expect(await accounts.signIn({ email: ADDRESS, password: 'a guess', ...origin })).toEqual({
      status: 'wrong',
    });
    expect(await accounts.requestReset(ADDRESS, 'https://site.test', '192.0.2.1')).toEqual({
      wait: 0,
    });
    // An entry as the log wrote them before it named such addresses by reference.
    await audit(db, {
      actor: { id: null, email: ADDRESS.toUpperCase() },
      action: 'sign-in.failed',
      subject: ADDRESS,
    });
    const before = await rowsHolding(db, dialect, ADDRESS);
    expect(before.audit_log).toBe(1);
    if (kind === 'sqlite') expect(fileHolds(ADDRESS)).toBe(true);

    const privacy = createPrivacy(database, SECRET);
    const { ref } = await privacy.erase(OWNER, ADDRESS);
    expect(await rowsHolding(db, dialect, ADDRESS)).toEqual({});
    expect(await rowsHolding(db, dialect, 'wiped.person')).toEqual({});
    // The entries are kept, naming the address by its reference.
    const named = await db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'subject'])
      .where('subject', '=', `address ${ref}`)
      .orderBy('id')
      .execute();
    expect(named.map((entry) => entry.action)).toEqual([
      'sign-in.failed',
      'password.reset-requested',
      'sign-in.failed',
      'privacy.erased',
    ]);
    if (kind === 'sqlite') {
      expect(fileHolds(ADDRESS)).toBe(false);
      expect(fileHolds('wiped.person')).toBe(false);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDraft, MAX_DRAFT_CHARS } from '../../common/draft-shapes.ts';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { deleteSubmissions } from '../privacy/delete-submissions.ts';
import { createAutosaves, KEEP_DAYS } from './autosaves.ts';

describe.each(databases)('the autosave slots on %s', (kind) => {
  let database: Db;
  let dana: number;
  let lee: number;
  const clock = testClock();
  beforeAll(async () => {
    database = await freshDb(kind);
    const person = (email: string) =>
      database.db
        .insertInto('users')
        .values({
          email,
          name: email,
          role: 'editor',
          password_hash: 'x',
          created_at: clock.now().toISOString(),
          disabled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    dana = (await person('dana@example.com')).id;
    lee = (await person('lee@example.com')).id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const count = async () =>
    Number(
      (
        await database.db
          .selectFrom('autosaves')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps one slot per item and person, replaced in place, and empties it on discard', async () => {
    const slots = createAutosaves(database.db, clock.now);
    const mine = { kind: 'content' as const, target: 'services/7', userId: dana };
    const theirs = { ...mine, userId: lee };
    await slots.save(mine, JSON.stringify({ body: 'first' }), 3);
    clock.advance(3000);
    const { savedAt } = await slots.save(mine, JSON.stringify({ body: 'second' }), 3);
    await slots.save(theirs, JSON.stringify({ body: 'not yours' }), 2);
    expect(await count()).toBe(2);
    expect(await slots.read(mine)).toEqual({ data: { body: 'second' }, baseVersion: 3, savedAt });
    // The same lead's reply and the item are separate slots.
    expect(await slots.read({ kind: 'reply', target: 'services/7', userId: dana })).toBeUndefined();
    await slots.discard(mine);
    expect(await slots.read(mine)).toBeUndefined();
    expect((await slots.read(theirs))?.data).toEqual({ body: 'not yours' });
  });

  it(`prunes slots nobody came back to for ${KEEP_DAYS} days as new ones are kept`, async () => {
    const slots = createAutosaves(database.db, clock.now);
    const old = { kind: 'reply' as const, target: '41', userId: lee };
    await slots.save(old, JSON.stringify({ subject: 'Hi', body: 'old' }), null);
    clock.advance((KEEP_DAYS + 1) * 86_400_000);
    await slots.save({ kind: 'reply', target: '42', userId: dana }, '{}', null);
    expect(await slots.read(old)).toBeUndefined();
    expect(await slots.read({ kind: 'reply', target: '42', userId: dana })).toBeDefined();
  });

  it('goes with the lead when the lead is erased or expires (a reply’s text names them)', async () => {
    const slots = createAutosaves(database.db, clock.now);
    const reply = { kind: 'reply' as const, target: '77', userId: dana };
    const item = { kind: 'content' as const, target: 'posts/77', userId: dana };
    await slots.save(reply, JSON.stringify({ subject: 'Re: your quote', body: 'Hello Sam' }), null);
    await slots.save(item, '{}', null);
    await deleteSubmissions(database.db, [77]);
    expect(await slots.read(reply)).toBeUndefined();
    expect(await slots.read(item)).toBeDefined();
  });

  it('goes with the person it belongs to', async () => {
    const slots = createAutosaves(database.db, clock.now);
    await slots.save({ kind: 'content', target: 'posts/new', userId: lee }, '{}', null);
    await database.db.deleteFrom('users').where('id', '=', lee).execute();
    expect(await slots.read({ kind: 'content', target: 'posts/new', userId: lee })).toBeUndefined();
  });
});

describe('a draft posted to be kept', () => {
  const content = JSON.stringify({ values: { title: 'Roof' }, body: 'Text', slug: 'roof' });

  it('is kept when its kind, target and shape are right', () => {
    expect(checkDraft('content', 'services/12', content)).toMatchObject({ ok: true });
    expect(checkDraft('content', 'services/new', content)).toMatchObject({ ok: true });
    const reply = JSON.stringify({ subject: 'Your quote', body: 'Hello', templateId: 3 });
    expect(checkDraft('reply', '42', reply)).toMatchObject({ ok: true });
  });

  it('is refused with a 400 for an unknown kind or target, unreadable or odd JSON', () => {
    for (const [kind, target, text] of [
      ['page', 'services/12', content],
      ['content', '../etc', content],
      ['content', 'services/0', content],
      ['reply', 'services/12', content],
      ['content', 'services/12', '{not json'],
      ['content', 'services/12', JSON.stringify({ values: {}, body: 3, slug: '' })],
      ['content', 'services/12', JSON.stringify({ values: {}, body: '', slug: '', x: 1 })],
    ]) {
      expect(checkDraft(kind as string, target as string, text as string)).toMatchObject({
        ok: false,
        status: 400,
      });
    }
  });

  it('is refused with a 413 when it is too long to keep', () => {
    const long = JSON.stringify({ values: {}, body: 'x'.repeat(MAX_DRAFT_CHARS), slug: '' });
    expect(checkDraft('content', 'services/12', long)).toMatchObject({ ok: false, status: 413 });
  });
});

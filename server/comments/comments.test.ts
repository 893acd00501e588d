import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleComments } from '../../app/content/sample-comments.ts';
import { freshDb, seededStore } from '../../tests/server/support/content.ts';
import { insertPerson } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { ContentStore } from '../content/store.ts';
import type { Db } from '../db/connect.ts';
import { commentsMigration } from '../db/migrations/020-comments.ts';
import { saveSubmission } from '../store/submissions.ts';
import { type Comments, createComments } from './service.ts';

const POST = 'key-steps-to-ensure-a-smooth-building-process';
const OTHER = 'how-weather-can-impact-a-construction-project';

describe.each(databases)('comments on %s', (kind) => {
  let database: Db;
  let store: ContentStore;
  let comments: Comments;
  let changes = 0;
  let drops = 0;
  let dana: { id: number; email: string };

  /** A visitor's comment as the form stores it (screened clean unless `spam`). */
  const visitorComment = async (text: string, slug = POST) => {
    const postId = await comments.postId(slug);
    const saved = await saveSubmission(database.db, database.dialect, {
      kind: 'comment',
      name: 'Ines Moreau',
      email: 'ines@example.com',
      message: text,
      postSlug: slug,
      postId,
    });
    return saved.id;
  };

  beforeAll(async () => {
    database = await freshDb(kind);
    store = await seededStore(database);
    comments = createComments({
      db: database.db,
      changed: async () => {
        changes++;
      },
      dropped: () => {
        drops++;
      },
    });
    dana = { id: await insertPerson(database.db, 'Dana Whitfield'), email: 'dana@example.com' };
  });
  afterAll(() => database?.close());

  it('seeds each post’s samples once; a restart adds none and a deleted sample stays deleted', async () => {
    const all = Object.values(sampleComments).flat().length;
    expect(all).toBe(12);
    expect(await comments.seedSamples()).toBe(all);
    expect(await comments.seedSamples()).toBe(0);
    const shown = await comments.shown(POST);
    expect(shown.map((c) => c.name)).toEqual(sampleComments[POST]?.map((s) => s.name));
    expect((await comments.counts()).get(POST)).toBe(2);
    const sample = (await comments.list()).find((c) => c.isSample && c.postSlug === OTHER);
    expect(sample).toMatchObject({ status: 'approved', email: '' });
    expect(await comments.moderate(sample?.id ?? 0, { kind: 'delete' }, dana)).toBe(true);
    expect(await comments.seedSamples()).toBe(0);
    expect(await comments.shown(OTHER)).toHaveLength(1);
    expect((await comments.counts()).get(OTHER)).toBe(1);
    // Deleted: gone from the office's list too, and no second delete.
    expect((await comments.list()).some((c) => c.id === sample?.id)).toBe(false);
    expect(await comments.moderate(sample?.id ?? 0, { kind: 'delete' }, dana)).toBe(false);
  });

  it('shows only approved comments, with the reply signed by who wrote it, and counts them', async () => {
    const text = `Budget a tenth extra <b>always</b> ${kind}`;
    const id = await visitorComment(text);
    const waiting = (await comments.list())[0];
    expect(waiting).toMatchObject({ id, status: 'pending', postTitle: expect.any(String) });
    expect(await comments.pending()).toBe(1);
    expect((await comments.shown(POST)).some((c) => c.text === text)).toBe(false);

    changes = 0;
    drops = 0;
    await comments.moderate(id, { kind: 'approve' }, dana);
    await comments.moderate(id, { kind: 'reply', text: '  Thank you, Ines.  ' }, dana);
    // Each change tells the other servers in its transaction and drops the pages after it.
    expect([changes, drops]).toEqual([2, 2]);
    const shown = (await comments.shown(POST)).at(-1);
    expect(shown).toMatchObject({
      text,
      reply: { text: 'Thank you, Ines.', by: 'Dana Whitfield' },
    });
    expect((await comments.counts()).get(POST)).toBe(3);
    expect(await comments.pending()).toBe(0);

    await comments.moderate(id, { kind: 'reply', text: '' }, dana);
    expect((await comments.shown(POST)).at(-1)?.reply).toBeNull();
    await comments.moderate(id, { kind: 'spam' }, dana);
    expect((await comments.counts()).get(POST)).toBe(2);
    expect((await comments.list()).find((c) => c.id === id)?.status).toBe('spam');
    await comments.moderate(id, { kind: 'not-spam' }, dana);
    expect((await comments.list())[0]).toMatchObject({ id, status: 'pending' });
    await comments.moderate(id, { kind: 'unapprove' }, dana);
    expect(await comments.pending()).toBe(1);

    // The audit log names the action, the comment and its post: never the visitor or the text.
    const entries = await database.db
      .selectFrom('audit_log')
      .select(['action', 'subject', 'detail', 'actor_id'])
      .where('subject', '=', `comment #${id}`)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      'comment.approved',
      'comment.replied',
      'comment.reply-removed',
      'comment.spam',
      'comment.not-spam',
      'comment.unapproved',
    ]);
    expect(entries.every((e) => e.actor_id === dana.id)).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/Ines|Budget/);
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toEqual({
      post: 'Key Steps to Ensure a Smooth Building Process',
    });
  });

  it('keeps a comment under its post when the post’s address changes', async () => {
    const text = `Follows the post ${kind}`;
    const id = await visitorComment(text, OTHER);
    await comments.moderate(id, { kind: 'approve' }, dana);
    const item = await store.editor.find('posts', OTHER);
    await database.db
      .updateTable('content_items')
      .set({ slug: `${OTHER}-renamed` })
      .where('id', '=', item?.id ?? 0)
      .execute();
    expect((await comments.shown(`${OTHER}-renamed`)).some((c) => c.text === text)).toBe(true);
    expect((await comments.counts()).get(`${OTHER}-renamed`)).toBe(2);
    expect(await comments.postId(OTHER)).toBeUndefined();
  });

  it('migration 020 turns a database’s typed samples into rows and takes the typed fields away', async () => {
    const migration = commentsMigration();
    await migration.down(database.db as unknown as Kysely<unknown>);
    const post = await database.db
      .selectFrom('content_items')
      .select(['id', 'fields', 'live_fields'])
      .where('collection', '=', 'posts')
      .where('slug', '=', POST)
      .executeTakeFirstOrThrow();
    const typed = (json: string) => {
      const fields = JSON.parse(json) as Record<string, unknown>;
      // The typed count and list sat among the fields, as the editor saved them.
      return JSON.stringify({
        ...fields,
        comments: 15,
        sampleComments: [{ name: 'Renata Osei', date: '2026-03-26', text: 'Typed by the office.' }],
      });
    };
    await database.db
      .updateTable('content_items')
      .set({ fields: typed(post.fields), live_fields: typed(post.live_fields ?? post.fields) })
      .where('id', '=', post.id)
      .execute();
    await database.db
      .updateTable('content_revisions')
      .set({ fields: typed(post.fields) })
      .where('item_id', '=', post.id)
      .execute();
    // A comment sent before the migration: its post by address.
    await database.db
      .insertInto('submissions')
      .values({
        kind: 'comment',
        created_at: '2026-04-01T10:00:00.000Z',
        name: 'Old',
        email: 'old@example.com',
        message: 'Sent before 020',
        post_slug: POST,
        status: 'approved',
        fingerprint: `old-${kind}`,
      })
      .execute();

    await migration.up(database.db as unknown as Kysely<unknown>);
    const shown = await comments.shown(POST);
    expect(shown.map((c) => c.text)).toEqual(['Typed by the office.', 'Sent before 020']);
    const after = await database.db
      .selectFrom('content_items')
      .select(['fields', 'live_fields'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    for (const json of [after.fields, after.live_fields ?? '']) {
      expect(Object.keys(JSON.parse(json))).not.toContain('comments');
      expect(Object.keys(JSON.parse(json))).not.toContain('sampleComments');
    }
    const revisions = await database.db
      .selectFrom('content_revisions')
      .select('fields')
      .where('item_id', '=', post.id)
      .execute();
    expect(revisions.some((r) => r.fields.includes('sampleComments'))).toBe(false);
    // The posts read as the schema wants them (it has no such fields any more).
    expect((await store.published.post(POST))?.title).toBe(
      'Key Steps to Ensure a Smooth Building Process',
    );
  });
});

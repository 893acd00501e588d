import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX } from '../../common/lead-values.ts';
import type { Refusal } from '../../common/refusal.ts';
import { freshDb } from '../../tests/server/support/content.ts';
import { clockAt, insertLead, insertPerson } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { addNote, changeFollowUp, changeOwner, changeStage, changeValue } from './lead-changes.ts';
import { getLead } from './lead-detail.ts';

const NOW = '2026-06-02T17:00:00.000Z';
const by = (id: number, actor: number, now = NOW) => ({ id, actor, now: new Date(now) });

/** The refusal a change throws: its status, field and message. */
async function refusal(work: Promise<unknown>) {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as Refusal | undefined;
  if (!error) throw new Error('the change was not refused');
  return { status: error.status, field: error.field, message: error.message };
}

describe.each(databases)('changes to a lead on %s', (kind) => {
  let database: Db;
  let ada: number;
  let ben: number;
  beforeAll(async () => {
    database = await freshDb(kind);
    ada = await insertPerson(database.db, 'Ada');
    ben = await insertPerson(database.db, 'Ben');
  });
  afterAll(() => database.close());
  const lead = (id: number) => getLead(database.db, id, clockAt(NOW));

  it('moves through the stages, each move an event with its author and time, touching the lead', async () => {
    const id = await insertLead(database.db);
    const steps = ['contacted', 'site_visit', 'quote_sent', 'won'];
    for (const [index, stage] of steps.entries()) {
      const at = `2026-06-0${index + 2}T18:00:00.000Z`;
      expect(
        await changeStage(database.db, by(id, index % 2 ? ben : ada, at), stage),
      ).toMatchObject({
        changed: true,
        stage,
      });
    }
    const after = await lead(id);
    expect(after?.stage).toBe('won');
    expect(after?.touchedAt).toBe('2026-06-05T18:00:00.000Z');
    expect(after?.events.map((e) => [e.kind, e.body, e.author, e.at])).toEqual([
      ['stage', 'contacted', 'Ada', '2026-06-02T18:00:00.000Z'],
      ['stage', 'site_visit', 'Ben', '2026-06-03T18:00:00.000Z'],
      ['stage', 'quote_sent', 'Ada', '2026-06-04T18:00:00.000Z'],
      ['stage', 'won', 'Ben', '2026-06-05T18:00:00.000Z'],
    ]);
    // The first move out of New is the first reply, and only the first.
    expect(after?.firstReplyAt).toBe('2026-06-02T18:00:00.000Z');
    expect(await changeStage(database.db, by(id, ada), 'won')).toMatchObject({
      changed: false,
      stage: 'won',
    });
    expect((await lead(id))?.events).toHaveLength(4);
  });

  it('needs a reason for Lost, keeps it, and clears it when the lead is opened again', async () => {
    const id = await insertLead(database.db);
    expect(await refusal(changeStage(database.db, by(id, ada), 'lost', '  '))).toEqual({
      status: 422,
      field: 'reason',
      message: 'Say why it was lost.',
    });
    expect((await lead(id))?.stage).toBe('new');
    await changeStage(database.db, by(id, ada), 'lost', 'Went with a cheaper quote');
    expect((await lead(id))?.lostReason).toBe('Went with a cheaper quote');
    expect((await lead(id))?.events.at(-1)?.body).toBe('lost: Went with a cheaper quote');
    await changeStage(database.db, by(id, ada), 'contacted');
    expect((await lead(id))?.lostReason).toBeNull();
    expect((await refusal(changeStage(database.db, by(id, ada), 'handled'))).status).toBe(422);
  });

  it('gives a lead only to an account that can sign in, or to nobody', async () => {
    const id = await insertLead(database.db);
    const gone = await insertPerson(database.db, 'Gone', { disabled: true });
    for (const owner of [gone, 99_999]) {
      expect(await refusal(changeOwner(database.db, by(id, ada), owner))).toEqual({
        status: 422,
        field: 'owner',
        message: 'The owner must be one of the people who sign in.',
      });
    }
    await changeOwner(database.db, by(id, ada), ben);
    expect((await lead(id))?.ownerName).toBe('Ben');
    await changeOwner(database.db, by(id, ada), null);
    const after = await lead(id);
    expect(after?.ownerId).toBeNull();
    expect(after?.events.map((e) => [e.kind, e.body])).toEqual([
      ['owner', String(ben)],
      ['owner', ''],
    ]);
  });

  it('keeps notes with their author and time, and refuses an empty or an overlong one', async () => {
    const id = await insertLead(database.db);
    expect((await refusal(addNote(database.db, by(id, ada), ' \n '))).message).toBe(
      'Write the note first.',
    );
    expect(
      (await refusal(addNote(database.db, by(id, ada), 'x'.repeat(NOTE_MAX + 1)))).status,
    ).toBe(422);
    await addNote(database.db, by(id, ben, '2026-06-02T19:00:00.000Z'), '  Called, back Tuesday. ');
    const after = await lead(id);
    expect(after?.events).toEqual([
      expect.objectContaining({ kind: 'note', author: 'Ben', body: 'Called, back Tuesday.' }),
    ]);
    expect(after?.touchedAt).toBe('2026-06-02T19:00:00.000Z');
    // A note is not a reply: the lead is still New and unanswered.
    expect(after?.stage).toBe('new');
    expect(after?.firstReplyAt).toBeNull();
  });

  it('sets and clears a follow-up day and an estimated value, refusing what it cannot read', async () => {
    const id = await insertLead(database.db);
    expect((await refusal(changeFollowUp(database.db, by(id, ada), '2026-02-30'))).field).toBe(
      'followUp',
    );
    for (const bad of ['12.5', '-3', 'lots', '9999999999']) {
      expect((await refusal(changeValue(database.db, by(id, ada), bad))).field).toBe('value');
    }
    await changeFollowUp(database.db, by(id, ada), '2026-06-09');
    await changeValue(database.db, by(id, ada), '12,500');
    let after = await lead(id);
    expect([after?.followUpOn, after?.estimatedValue]).toEqual(['2026-06-09', 12500]);
    expect((await changeValue(database.db, by(id, ada), '12500')).changed).toBe(false);
    await changeFollowUp(database.db, by(id, ada), '');
    await changeValue(database.db, by(id, ada), '');
    after = await lead(id);
    expect([after?.followUpOn, after?.estimatedValue]).toEqual([null, null]);
    expect(after?.events.map((e) => e.kind)).toEqual(['follow-up', 'value', 'follow-up', 'value']);
  });

  it('changes no comment, no spam and no lead that does not exist', async () => {
    const comment = await insertLead(database.db, { kind: 'comment' });
    const spam = await insertLead(database.db, { folder: 'spam' });
    for (const id of [comment, spam, 99_999]) {
      expect(await refusal(changeStage(database.db, by(id, ada), 'contacted'))).toEqual({
        status: 404,
        field: undefined,
        message: 'That lead does not exist.',
      });
      expect(await lead(id)).toBeUndefined();
    }
  });
});

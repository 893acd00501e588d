import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refusal } from '../../common/refusal.ts';
import { fillReply, replyValues, unknownPlaceholders } from '../../common/reply-placeholders.ts';
import { freshDb } from '../../tests/server/support/content.ts';
import { clockAt, insertLead, insertPerson } from '../../tests/server/support/leads.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { getLead } from '../leads/lead-detail.ts';
import { mailStates } from '../store/inbox.ts';
import { threadLead } from '../store/submissions.ts';
import { createReplies } from './service.ts';

const MAIL = { from: 'website@ridgeline.example', officeMailbox: 'office@ridgeline.example' };

/** The refusal a promise ends with: status, field and message. */
async function refusal(work: Promise<unknown>) {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as Refusal | undefined;
  if (!error) throw new Error('it was not refused');
  return { status: error.status, field: error.field, message: error.message };
}

describe('reply placeholders', () => {
  const values = replyValues(
    { name: ' Dana  Reyes ', company: null, service: 'House renovation' },
    'Ada',
    'Ridgeline',
  );
  it('fills the known ones from the lead and the sender, and leaves unknown ones as written', () => {
    expect(
      fillReply('Hello {first_name} ({name}), {service}? {sender}, {business}{company}', values),
    ).toBe('Hello Dana (Dana  Reyes), House renovation? Ada, Ridgeline');
    expect(fillReply('{nmae} {}', values)).toBe('{nmae} {}');
  });
  it('names each unknown placeholder once', () => {
    expect(unknownPlaceholders('{name} {nmae} {nmae} {constructor} {first_name}')).toEqual([
      '{nmae}',
      '{constructor}',
    ]);
  });
});

describe.each(databases)('replies on %s', (kind) => {
  let database: Db;
  let ada: { id: number; email: string };
  let flushes = 0;
  let now = new Date('2026-06-02T17:00:00.000Z');
  let replies: ReturnType<typeof createReplies>;
  beforeAll(async () => {
    database = await freshDb(kind);
    ada = { id: await insertPerson(database.db, 'Ada'), email: 'ada@office.example' };
    replies = createReplies(database.db, { mail: MAIL, flush: () => flushes++, now: () => now });
  });
  afterAll(() => database.close());

  const outboxRow = (id: number) =>
    database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('queues the reply to the visitor, threaded under the notification, and keeps it on the lead', async () => {
    const id = await insertLead(database.db, { name: 'Dana Reyes', email: "o'brien@example.com" });
    await threadLead(database.db, id, '<lead-1.abc@ridgeline.example>');
    const before = flushes;
    const sent = await replies.send(id, ada, {
      subject: ' Re: your kitchen ',
      body: 'Hello Dana,\r\nYes.\n',
    });
    expect(sent).toMatchObject({ name: 'Dana Reyes', stage: 'contacted', isRepeat: false });
    expect(flushes).toBe(before + 1);
    const row = await outboxRow(sent.outboxId);
    expect(row).toMatchObject({
      submission_id: id,
      to_address: "o'brien@example.com",
      reply_to: MAIL.officeMailbox,
      subject: 'Re: your kitchen',
      body: 'Hello Dana,\nYes.',
      purpose: 'reply',
      sent_at: null,
    });
    expect(JSON.parse(row.headers ?? '{}')).toEqual({
      'In-Reply-To': '<lead-1.abc@ridgeline.example>',
      References: '<lead-1.abc@ridgeline.example>',
    });
    // The reply is not the office notification's mail state.
    expect((await mailStates(database.db, [id])).get(id)).toBeUndefined();
    const lead = await getLead(database.db, id, clockAt(now.toISOString()));
    const reply = lead?.events.find((event) => event.kind === 'reply');
    expect(reply).toMatchObject({
      author: 'Ada',
      subject: 'Re: your kitchen',
      body: 'Hello Dana,\nYes.',
      at: now.toISOString(),
      mail: { state: 'queued', error: null },
    });
    expect(lead?.events.map((event) => [event.kind, event.body])).toEqual([
      ['reply', 'Hello Dana,\nYes.'],
      ['stage', 'contacted'],
    ]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'subject', 'detail'])
      .where('action', '=', 'lead.replied')
      .execute();
    expect(audit).toEqual([
      {
        actor: ada.email,
        action: 'lead.replied',
        subject: `quote #${id}`,
        detail: JSON.stringify({ outbox: sent.outboxId, template: null }),
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Dana');
  });

  it('records the first reply once: a New lead becomes Contacted, a second reply changes neither', async () => {
    const id = await insertLead(database.db, { stage: 'new' });
    now = new Date('2026-06-03T09:00:00.000Z');
    await replies.send(id, ada, { subject: 'Re: 1', body: 'First' });
    now = new Date('2026-06-04T09:00:00.000Z');
    const second = await replies.send(id, ada, { subject: 'Re: 1', body: 'Second' });
    expect(second.stage).toBe('contacted');
    const row = await database.db
      .selectFrom('submissions')
      .select(['stage', 'first_reply_at', 'touched_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      stage: 'contacted',
      first_reply_at: '2026-06-03T09:00:00.000Z',
      touched_at: '2026-06-04T09:00:00.000Z',
    });
    // A lead further on stays where it is.
    const later = await insertLead(database.db, { stage: 'quote_sent' });
    expect((await replies.send(later, ada, { subject: 'Re: 2', body: 'Hi' })).stage).toBe(
      'quote_sent',
    );
  });

  it('sends the same reply posted twice within minutes once', async () => {
    const id = await insertLead(database.db);
    const first = await replies.send(id, ada, { subject: 'Re: 3', body: 'Same' });
    const again = await replies.send(id, ada, { subject: 'Re: 3', body: 'Same' });
    expect(again).toMatchObject({ isRepeat: true, outboxId: first.outboxId });
    const count = await database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('threads a lead from before replies under the Message-ID its notification was sent with', async () => {
    const id = await insertLead(database.db);
    const { id: noticeRow } = await database.db
      .insertInto('outbox')
      .values({
        submission_id: id,
        subscriber_id: null,
        to_address: MAIL.officeMailbox,
        reply_to: null,
        subject: `Quote request #${id} from the website`,
        body: '…',
        headers: null,
        created_at: '2026-06-01T17:00:00.000Z',
        attempts: 0,
        next_attempt_at: '2026-06-01T17:00:00.000Z',
        claimed_until: null,
        sent_at: '2026-06-01T17:00:01.000Z',
        last_error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = await replies.send(id, ada, { subject: 'Re: old', body: 'Hello' });
    const expected = `<outbox-${noticeRow}.${Date.parse('2026-06-01T17:00:00.000Z').toString(36)}@ridgeline.example>`;
    expect(JSON.parse((await outboxRow(sent.outboxId)).headers ?? '{}')['In-Reply-To']).toBe(
      expected,
    );
    const stored = await database.db
      .selectFrom('submissions')
      .select('message_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.message_id).toBe(expected);
  });

  it('refuses an empty or bad reply, a lead in Spam or without an address, and a missing lead', async () => {
    const id = await insertLead(database.db);
    expect(await refusal(replies.send(id, ada, { subject: 'Re: x', body: ' \n ' }))).toEqual({
      status: 422,
      field: 'replyBody',
      message: 'Write the reply first.',
    });
    expect(await refusal(replies.send(id, ada, { subject: '', body: 'Hi' }))).toMatchObject({
      status: 422,
      field: 'replySubject',
    });
    expect(
      await refusal(replies.send(id, ada, { subject: 'A\nBcc: x@y.z', body: 'Hi' })),
    ).toMatchObject({
      status: 422,
      field: 'replySubject',
    });
    expect(
      await refusal(replies.send(id, ada, { subject: 'Re', body: 'Hi\u0000there' })),
    ).toMatchObject({
      status: 422,
      field: 'replyBody',
    });
    const spam = await insertLead(database.db, { folder: 'spam' });
    expect(await refusal(replies.send(spam, ada, { subject: 'Re', body: 'Hi' }))).toMatchObject({
      status: 422,
      message: expect.stringContaining('Spam'),
    });
    const noAddress = await insertLead(database.db, { email: '' });
    expect(
      await refusal(replies.send(noAddress, ada, { subject: 'Re', body: 'Hi' })),
    ).toMatchObject({
      status: 422,
      message: expect.stringContaining('no email address'),
    });
    expect(await refusal(replies.send(999_999, ada, { subject: 'Re', body: 'Hi' }))).toMatchObject({
      status: 404,
    });
    const events = await database.db
      .selectFrom('lead_events')
      .select('id')
      .where('submission_id', 'in', [id, spam, noAddress])
      .execute();
    expect(events).toEqual([]);
  });

  it('refuses to send when mail is off', async () => {
    const off = createReplies(database.db, { mail: undefined, flush: () => {} });
    const id = await insertLead(database.db);
    expect(await refusal(off.send(id, ada, { subject: 'Re', body: 'Hi' }))).toMatchObject({
      status: 422,
      message: expect.stringContaining('Mail is off'),
    });
  });

  it('adds, lists, changes and deletes templates, each in the audit log, and fills one for a lead', async () => {
    const templates = replies.templates;
    const id = await templates.add(ada, {
      name: 'Site visit',
      subject: '',
      body: 'Hello {first_name},\nCan we visit for the {service}?\n{sender}, {business}',
    });
    const other = await templates.add(ada, {
      name: 'Another',
      subject: 'About {company}',
      body: 'Hi',
    });
    expect((await templates.list()).map((t) => t.name)).toEqual(['Another', 'Site visit']);
    await templates.change(ada, id, { name: 'Site visit soon', subject: '', body: 'Hi {name}' });
    expect(await templates.get(id)).toMatchObject({ name: 'Site visit soon', body: 'Hi {name}' });
    const lead = await insertLead(database.db, { name: 'Lee Park', company: 'Park & Co' });
    const form = await replies.form(
      {
        id: lead,
        kind: 'quote',
        name: 'Lee Park',
        email: 'lee@example.com',
        company: 'Park & Co',
        service: null,
      },
      'Ada',
      other,
    );
    expect(form).toMatchObject({
      subject: 'About Park & Co',
      body: 'Hi',
      templateId: other,
      isMailOn: true,
    });
    const plain = await replies.form(
      {
        id: lead,
        kind: 'quote',
        name: 'Lee Park',
        email: 'lee@example.com',
        company: null,
        service: null,
      },
      'Ada',
      id,
    );
    expect(plain).toMatchObject({
      subject: `Re: Quote request #${lead} from the website`,
      body: 'Hi Lee Park',
    });
    expect(await templates.delete(ada, other)).toBe('Another');
    expect(await templates.delete(ada, other)).toBeUndefined();
    const actions = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'reply-template.%')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'reply-template.added',
      'reply-template.added',
      'reply-template.changed',
      'reply-template.deleted',
    ]);
  });

  it('refuses a template without a name or text, with an unknown placeholder, or a taken name', async () => {
    const templates = replies.templates;
    expect(await refusal(templates.add(ada, { name: ' ', subject: '', body: 'x' }))).toMatchObject({
      status: 422,
      field: 'name',
    });
    expect(await refusal(templates.add(ada, { name: 'N', subject: '', body: '' }))).toMatchObject({
      status: 422,
      field: 'body',
    });
    expect(
      await refusal(templates.add(ada, { name: 'N', subject: '', body: 'Hi {nmae}' })),
    ).toEqual({
      status: 422,
      field: 'body',
      message: expect.stringContaining('{nmae} is not a placeholder'),
    });
    expect(
      await refusal(templates.add(ada, { name: 'N', subject: 'On {date}', body: 'Hi' })),
    ).toMatchObject({
      field: 'subject',
    });
    await templates.add(ada, { name: 'Thanks', subject: '', body: 'Thank you' });
    expect(
      await refusal(templates.add(ada, { name: 'THANKS', subject: '', body: 'x' })),
    ).toMatchObject({
      status: 422,
      field: 'name',
    });
    expect(
      await refusal(templates.change(ada, 999_999, { name: 'Z', subject: '', body: 'x' })),
    ).toMatchObject({
      status: 404,
    });
  });
});

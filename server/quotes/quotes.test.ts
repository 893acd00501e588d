import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refusal } from '../../common/refusal.ts';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import { clockAt, insertLead, insertPerson } from '../../tests/server/support/leads.ts';
import { mailJobs, outboxCounts } from '../../tests/server/support/mail-jobs.ts';
import { pdfAttachment, pdfPageTexts } from '../../tests/server/support/pdf-text.ts';
import { databases } from '../../tests/server/support/site.ts';
import { startSmtp } from '../../tests/server/support/smtp.ts';
import type { Db } from '../db/connect.ts';
import { createJobs } from '../jobs/runner.ts';
import { readLeadFile } from '../lead-files/store.ts';
import { getLead } from '../leads/lead-detail.ts';
import { MAIL_OFF_RETRY } from '../mail/mail-job.ts';
import { exportPerson } from '../privacy/export.ts';
import { sha256 } from './quote-rows.ts';
import { createQuotes, QUOTE_REMINDER } from './service.ts';
import { AS_SENT_NAME } from './signed-pdf.ts';

const ORIGIN = 'https://builder.example';
const LINES = [
  { description: 'Strip out the old kitchen', quantity: '1', unitPrice: '1200', taxRate: '0' },
  { description: 'Tiles, per m²', quantity: '12.5', unitPrice: '48.99', taxRate: '8.25' },
];
const FORM = {
  lines: LINES,
  validUntil: '2026-06-30',
  terms: 'Half on starting, half on finishing.',
};
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';

async function refused(work: Promise<unknown>) {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as Refusal | undefined;
  if (!error?.refused) throw new Error(`not refused: ${String(error)}`);
  return { status: error.status, field: error.field, message: error.message };
}

/** The token of the last link mailed to the customer. */
/** The id of lead `leadId`'s quote (its one version). */
async function quoteIdOf(database: Db, leadId: number) {
  const row = await database.db
    .selectFrom('quotes')
    .select('id')
    .where('submission_id', '=', leadId)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function mailedToken(database: Db, leadId: number) {
  const row = await database.db
    .selectFrom('outbox')
    .select('body')
    .where('submission_id', '=', leadId)
    .where('subject', 'like', 'Your quote%')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\/quote\/([A-Za-z0-9_-]{43})/.exec(row.body)?.[1] ?? '';
}

describe.each(databases)('quotes on %s', (kind) => {
  let database: Db;
  let ada: number;
  const clock = testClock('2026-06-01T17:00:00.000Z');
  const quotesWith = (mailOn = true) =>
    createQuotes(database.db, {
      mailOn: () => mailOn,
      origin: () => ORIGIN,
      officeTo: () => 'office@builder.example',
      flush: () => undefined,
      now: clock.now,
    });
  beforeAll(async () => {
    database = await freshDb(kind);
    ada = await insertPerson(database.db, 'Ada');
  });
  afterAll(() => database.close());
  const lead = (id: number) => getLead(database.db, id, clockAt(clock.now().toISOString()));

  it('is written, sent, opened once, accepted once (two tabs), and makes the lead Won with its total', async () => {
    const quotes = quotesWith();
    const id = await insertLead(database.db, {
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      stage: 'site_visit',
    });
    expect(await quotes.save(id, ada, FORM)).toBe(1);
    const panel = await quotes.panel(id);
    // 1200.00 + 12.5 × 48.99 = 612.375 → 612.38; tax 8.25 % of 612.38 = 50.52135 → 50.52.
    expect(panel.preview).toMatchObject({
      subtotalMinor: 181238,
      taxMinor: 5052,
      totalMinor: 186290,
    });
    expect(panel.form.lines[1]).toEqual({ ...LINES[1], unitPrice: '48.99' });

    const sent = await quotes.send(id, ada);
    expect(sent).toMatchObject({ version: 1, reference: `Q-${id}-1`, mailed: true });
    expect((await lead(id))?.stage).toBe('quote_sent');
    const token = await mailedToken(database, id);
    expect(token).toHaveLength(43);
    const stored = await database.db
      .selectFrom('quotes')
      .selectAll()
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    // Only the token's hash is kept; the document's hash is the hash of its bytes.
    expect(stored.token_hash).not.toContain(token);
    expect(stored.document_sha256).toBe(sha256(new Uint8Array(stored.document ?? [])));

    clock.advance(60_000);
    expect((await quotes.open(token)).state).toBe('open');
    clock.advance(60_000);
    await quotes.open(token);
    const opened = (await lead(id))?.events.filter((e) =>
      e.body.startsWith(`Quote Q-${id}-1 opened`),
    );
    expect(opened?.map((e) => e.body)).toEqual([
      `Quote Q-${id}-1 opened Mon 1 Jun 2026, 10:01 PDT`,
    ]);

    expect(
      await refused(quotes.accept(token, { name: ' ', consent: true, address: '', agent: '' })),
    ).toMatchObject({ status: 422, field: 'name' });
    expect(
      await refused(quotes.accept(token, { name: 'Dana', consent: false, address: '', agent: '' })),
    ).toMatchObject({ status: 422, field: 'consent' });
    const answer = {
      name: 'Dana Whitfield',
      consent: true,
      address: '203.0.113.9',
      agent: BROWSER,
    };
    const [first, second] = await Promise.all([
      quotes.accept(token, answer),
      quotes.accept(token, { ...answer, name: 'Someone Else' }),
    ]);
    expect([first.state, second.state]).toEqual(['accepted', 'accepted']);
    const accepted = await database.db
      .selectFrom('quotes')
      .selectAll()
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(accepted.status).toBe('accepted');
    const after = await lead(id);
    expect(after?.stage).toBe('won');
    expect(after?.estimatedValue).toBe(1863);
    expect(after?.events.filter((e) => e.body.includes('accepted by'))).toHaveLength(1);
    // A decline after acceptance changes nothing.
    expect((await quotes.decline(token, 'too dear')).state).toBe('accepted');

    // The signed PDF: the document as sent (attached byte for byte, its hash as stored) plus a signature page.
    const file = await readLeadFile(database.db, Number(accepted.signed_file_id));
    expect(file?.mime).toBe('application/pdf');
    const signed = file?.bytes ?? new Uint8Array();
    const asSent = await pdfAttachment(signed, AS_SENT_NAME);
    expect(sha256(asSent ?? new Uint8Array())).toBe(accepted.document_sha256);
    const pages = await pdfPageTexts(signed);
    const sentPages = await pdfPageTexts(asSent ?? new Uint8Array());
    expect(pages.slice(0, sentPages.length)).toEqual(sentPages);
    expect(sentPages.join('\n')).toContain('Tiles, per m²');
    expect(sentPages.join('\n')).toContain('$1,862.90');
    const signature = pages.at(-1) ?? '';
    for (const text of [
      accepted.signer_name,
      'Mon 1 Jun 2026, 10:02 PDT',
      '203.0.113.9',
      BROWSER,
      accepted.document_sha256,
    ]) {
      expect(signature).toContain(text);
    }
    // The address's export carries the quote and its acceptance (decision 035).
    const exported = await exportPerson(database.db, 'dana@example.com');
    expect(exported.document.leads[0]?.quotes).toEqual([
      expect.objectContaining({
        version: 1,
        status: 'accepted',
        total_minor: 186290,
        // Whichever of the two tabs won the race (either may, on PostgreSQL): the one stored.
        signer_name: accepted.signer_name,
        signer_address: '203.0.113.9',
        signer_agent: BROWSER,
      }),
    ]);
  });

  it('makes a new version with a new link when a sent quote changes; the old link says so', async () => {
    const quotes = quotesWith();
    const id = await insertLead(database.db, { email: 'ole@example.com' });
    await quotes.save(id, ada, FORM);
    await quotes.send(id, ada);
    const oldToken = await mailedToken(database, id);
    expect(await quotes.save(id, ada, { ...FORM, terms: 'All on finishing.' })).toBe(2);
    // Until the new version is sent, the old link still works.
    expect((await quotes.open(oldToken)).state).toBe('open');
    await quotes.send(id, ada);
    const newToken = await mailedToken(database, id);
    expect(newToken).not.toBe(oldToken);
    expect(await quotes.open(oldToken)).toEqual({ state: 'replaced', reference: `Q-${id}-1` });
    expect((await quotes.open(newToken)).state).toBe('open');
    expect(
      (await quotes.accept(oldToken, { name: 'Ole', consent: true, address: '', agent: '' })).state,
    ).toBe('replaced');
    // Declined with a reason: a note on the lead, the stage unchanged.
    expect((await quotes.decline(newToken, 'We chose another builder.')).state).toBe('declined');
    const after = await lead(id);
    expect(after?.stage).toBe('quote_sent');
    expect(after?.events.map((e) => e.body)).toContain(
      `Quote Q-${id}-2 declined: We chose another builder.`,
    );
    // Its versions go with the lead, whichever code deletes it (erasure, retention).
    await database.db.deleteFrom('submissions').where('id', '=', id).execute();
    const left = await database.db
      .selectFrom('quotes')
      .select('id')
      .where('submission_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('expires with the quote (the end of its last day, company clock); unknown tokens are unknown', async () => {
    const quotes = quotesWith(false);
    const id = await insertLead(database.db);
    await quotes.save(id, ada, { ...FORM, validUntil: '2026-06-03' });
    const sent = await quotes.send(id, ada);
    // Mail off: the office gets the link to pass on.
    expect(sent.mailed).toBe(false);
    const token = sent.link?.slice('/quote/'.length) ?? '';
    const at = clock.now().getTime();
    clock.advance(Date.parse('2026-06-04T06:59:00Z') - at);
    expect((await quotes.open(token)).state).toBe('open');
    clock.advance(60_000);
    expect(await quotes.open(token)).toMatchObject({ state: 'expired', validUntil: '2026-06-03' });
    expect(
      (await quotes.accept(token, { name: 'Late', consent: true, address: '', agent: '' })).state,
    ).toBe('expired');
    expect(await quotes.open('A'.repeat(43))).toEqual({ state: 'unknown' });
    expect(await quotes.open('short')).toEqual({ state: 'unknown' });
    clock.advance(at - clock.now().getTime());
  });

  it('reminds the customer once, N days before expiry at 09:00 company time, unless answered first', async () => {
    const quotes = quotesWith();
    const jobs = createJobs({ db: database.db, dialect: kind, clock: clock.now });
    jobs.register(QUOTE_REMINDER, quotes.reminder);
    const start = clock.now().getTime();
    const open = await insertLead(database.db, { email: 'open@example.com' });
    const answered = await insertLead(database.db, { email: 'answered@example.com' });
    for (const id of [open, answered]) {
      await quotes.save(id, ada, { ...FORM, validUntil: '2026-06-20' });
      await quotes.send(id, ada);
    }
    await quotes.decline(await mailedToken(database, answered), '');
    // Declining cancelled its reminder; the open quote's still waits.
    const reminderJobs = await database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', QUOTE_REMINDER)
      .execute();
    const jobQuotes = reminderJobs.map((job) => Number(JSON.parse(job.payload).quoteId));
    const waiting = await database.db
      .selectFrom('quotes')
      .select('submission_id')
      .where('id', 'in', jobQuotes)
      .where('submission_id', 'in', [open, answered])
      .execute();
    expect(waiting.map((row) => row.submission_id)).toEqual([open]);
    const reminders = () =>
      database.db
        .selectFrom('outbox')
        .select(['submission_id', 'body'])
        .where('subject', 'like', 'Reminder: your quote%')
        .execute();
    // Three days before the 20th, at 09:00 PDT (16:00 UTC): not a minute before.
    clock.advance(Date.parse('2026-06-17T15:59:00Z') - clock.now().getTime());
    await jobs.run();
    expect(await reminders()).toEqual([]);
    clock.advance(2 * 60_000);
    await jobs.run();
    await jobs.run();
    const sent = await reminders();
    expect(sent.map((mail) => mail.submission_id)).toEqual([open]);
    expect(sent[0]?.body).toContain(`${ORIGIN}/quote/${await mailedToken(database, open)}`);
    clock.advance(start - clock.now().getTime());
  });

  it('fails a reminder in words while mail is off, rather than end it unsent', async () => {
    const jobs = createJobs({ db: database.db, dialect: kind, clock: clock.now });
    jobs.register(QUOTE_REMINDER, quotesWith(false).reminder);
    const start = clock.now().getTime();
    const id = await insertLead(database.db, { email: 'mailoff@example.com' });
    await quotesWith().save(id, ada, { ...FORM, validUntil: '2026-06-20' });
    await quotesWith().send(id, ada);
    clock.advance(Date.parse('2026-06-17T16:01:00Z') - clock.now().getTime());
    await jobs.run();
    const [job] = await database.db
      .selectFrom('jobs')
      .select(['state', 'attempts', 'last_error'])
      .where('kind', '=', QUOTE_REMINDER)
      .where('payload', 'like', `%"quoteId":${await quoteIdOf(database, id)}%`)
      .execute();
    expect(job).toMatchObject({ state: 'waiting', attempts: 1, last_error: MAIL_OFF_RETRY });
    clock.advance(start - clock.now().getTime());
  });

  it('refuses what does not add up, with the field and words', async () => {
    const quotes = quotesWith();
    const id = await insertLead(database.db);
    expect(await refused(quotes.save(id, ada, { ...FORM, lines: [] }))).toMatchObject({
      status: 422,
      field: 'lines.0',
    });
    expect(
      await refused(
        quotes.save(id, ada, {
          ...FORM,
          lines: [{ ...LINES[0], unitPrice: '12.345' } as (typeof LINES)[0]],
        }),
      ),
    ).toMatchObject({ field: 'lines.0.unitPrice' });
    expect(
      await refused(quotes.save(id, ada, { ...FORM, validUntil: '2026-05-31' })),
    ).toMatchObject({ field: 'validUntil' });
    expect(await refused(quotes.send(id, ada))).toMatchObject({ status: 409 });
    expect(await refused(quotes.save(999_999, ada, FORM))).toMatchObject({ status: 404 });
  });
});

describe('the signed PDF by mail', () => {
  it('goes to the customer and the office as an attachment through the outbox', async () => {
    const database = await freshDb('sqlite');
    const smtp = await startSmtp();
    try {
      const ada = await insertPerson(database.db, 'Ada');
      const quotes = createQuotes(database.db, {
        mailOn: () => true,
        origin: () => ORIGIN,
        officeTo: () => 'office@builder.example',
        flush: () => undefined,
        now: () => new Date('2026-06-01T17:00:00.000Z'),
      });
      const id = await insertLead(database.db, { name: 'Dana', email: 'dana@example.com' });
      await quotes.save(id, ada, FORM);
      await quotes.send(id, ada);
      const token = await mailedToken(database, id);
      await quotes.accept(token, {
        name: 'Dana',
        consent: true,
        address: '198.51.100.4',
        agent: BROWSER,
      });
      const transport = nodemailer.createTransport({ url: smtp.url });
      await mailJobs(database, transport, 'site@builder.example').run();
      expect(await outboxCounts(database.db)).toEqual({ sent: 3, unsent: 0 });
      const link = await smtp.waitFor(
        (mail) => mail.subject === `Your quote Q-${id}-1 from Corbel Construction`,
      );
      expect(link.text).toContain(`${ORIGIN}/quote/${token}`);
      const row = await database.db
        .selectFrom('quotes')
        .select('signed_file_id')
        .executeTakeFirstOrThrow();
      const file = await readLeadFile(database.db, Number(row.signed_file_id));
      for (const to of ['dana@example.com', 'office@builder.example']) {
        const mail = await smtp.waitFor(
          (m) =>
            m.subject?.startsWith(`Quote Q-${id}-1 accepted`) === true &&
            JSON.stringify(m.to ?? '').includes(to),
        );
        expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
          [`Quote Q-${id}-1 signed.pdf`, 'application/pdf'],
        ]);
        expect(sha256(new Uint8Array(mail.attachments[0]?.content ?? []))).toBe(
          sha256(file?.bytes ?? new Uint8Array()),
        );
      }
    } finally {
      await smtp.close();
      await database.close();
    }
  });
});

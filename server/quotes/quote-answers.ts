/**
 * The customer's side of a quote (decision 059), by the link's token: what the page shows, the
 * first opening noted on the lead, acceptance (once, whatever the tabs or presses) and decline.
 * Acceptance makes the signed PDF before its transaction (the quote's bytes as sent plus a
 * signature page) and, in one transaction that only the first answer gets through, marks the
 * version accepted, keeps the PDF on the lead, moves the lead to Won with the quote's total as
 * its value, and queues the PDF to both sides.
 */
import type { Kysely } from 'kysely';
import { clockText } from '../../app/lib/clock-text.ts';
import { wholeUnits } from '../../common/quote-money.ts';
import type { QuoteView } from '../../common/quote-view.ts';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { insertLeadFiles } from '../lead-files/store.ts';
import { queueMail } from '../mail/outbox.ts';
import { moveLead, noteOnLead, setLeadValue } from './lead-moves.ts';
import { acceptedMails, declinedMail } from './quote-mails.ts';
import { cancelReminder } from './quote-reminder.ts';
import { leadContact, type QuoteRow, quoteByToken, rowView, sha256 } from './quote-rows.ts';

export const NAME_MAX = 200;
export const DECLINE_MAX = 2000;
const AGENT_MAX = 500;

/** What the customer's page shows for a link. */
export type QuotePage =
  | { state: 'unknown' }
  | { state: 'replaced'; reference: string }
  | { state: 'expired'; reference: string; validUntil: string }
  | { state: 'open'; view: QuoteView }
  | { state: 'accepted'; view: QuoteView; name: string; at: string }
  | { state: 'declined'; view: QuoteView; at: string };

export interface AnswerContext {
  now: Date;
  timeZone: string;
  origin: string;
  /** The office's mailbox, when mail is on. */
  officeTo?: string;
  mailOn: boolean;
}

const reference = (row: QuoteRow) => `Q-${row.submission_id}-${row.version}`;

/** The page of a row as it stands at `now`. */
export async function pageOf(
  db: Kysely<Database>,
  row: QuoteRow | undefined,
  context: AnswerContext,
): Promise<QuotePage> {
  if (!row || row.status === 'draft') return { state: 'unknown' };
  if (row.status === 'replaced') return { state: 'replaced', reference: reference(row) };
  const lead = await leadContact(db, row.submission_id);
  if (!lead) return { state: 'unknown' };
  const view = rowView(row, lead.name);
  const at = row.answered_at ? clockText(row.answered_at, context.timeZone) : '';
  if (row.status === 'accepted')
    return { state: 'accepted', view, name: row.signer_name ?? '', at };
  if (row.status === 'declined') return { state: 'declined', view, at };
  if (row.expires_at && row.expires_at <= context.now.toISOString()) {
    return { state: 'expired', reference: reference(row), validUntil: row.valid_until };
  }
  return { state: 'open', view };
}

/** The page for `token`; the first opening of a quote still open is noted on its lead. */
export async function openQuote(
  db: Kysely<Database>,
  token: string,
  context: AnswerContext,
): Promise<QuotePage> {
  const row = await quoteByToken(db, token);
  const page = await pageOf(db, row, context);
  if (row && page.state === 'open' && !row.opened_at) {
    await db.transaction().execute(async (trx) => {
      const first = await trx
        .updateTable('quotes')
        .set({ opened_at: context.now.toISOString() })
        .where('id', '=', row.id)
        .where('opened_at', 'is', null)
        .executeTakeFirst();
      if (Number(first.numUpdatedRows) !== 1) return;
      const move = { leadId: row.submission_id, actor: null, at: context.now };
      await noteOnLead(
        trx,
        move,
        `Quote ${reference(row)} opened ${clockText(context.now, context.timeZone)}`,
      );
    });
  }
  return page;
}

export interface Acceptance {
  name: string;
  consent: boolean;
  address: string;
  agent: string;
}

/** Accepts the quote; a second acceptance (another tab, a double press) gets the page as it is. */
export async function acceptQuote(
  db: Kysely<Database>,
  token: string,
  answer: Acceptance,
  context: AnswerContext,
): Promise<QuotePage> {
  const row = await quoteByToken(db, token);
  const page = await pageOf(db, row, context);
  if (!row || page.state !== 'open') return page;
  const name = answer.name.trim().replace(/\s+/g, ' ');
  if (!name) throw refusal(422, 'Type your full name to accept.', 'name');
  if (name.length > NAME_MAX)
    throw refusal(422, `A name holds at most ${NAME_MAX} characters.`, 'name');
  if (!answer.consent)
    throw refusal(422, 'Tick the box to agree to the quote and its terms.', 'consent');
  const at = clockText(context.now, context.timeZone);
  const agent = (answer.agent || 'not given').slice(0, AGENT_MAX);
  // The PDF library is loaded when a quote is first signed, not with every server start.
  const { signedPdf } = await import('./signed-pdf.ts');
  const signed = await signedPdf(row.document ?? new Uint8Array(), {
    reference: page.view.reference,
    company: page.view.company,
    name,
    at,
    address: answer.address || 'not known',
    browser: agent,
    documentSha256: row.document_sha256 ?? '',
  });
  const lead = await leadContact(db, row.submission_id);
  const done = await db.transaction().execute(async (trx) => {
    const iso = context.now.toISOString();
    const first = await trx
      .updateTable('quotes')
      .set({
        status: 'accepted',
        answered_at: iso,
        signer_name: name,
        signer_address: answer.address,
        signer_agent: agent,
        updated_at: iso,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(first.numUpdatedRows) !== 1) return false;
    await cancelReminder(trx, row.token_hash);
    const [file] = await insertLeadFiles(
      trx,
      row.submission_id,
      [
        {
          name: `Quote ${page.view.reference} signed.pdf`,
          mime: 'application/pdf',
          bytes: signed,
          sha256: sha256(signed),
          cleaned: true,
        },
      ],
      iso,
    );
    if (!file) throw new Error('the signed PDF was not stored');
    await trx
      .updateTable('quotes')
      .set({ signed_file_id: file.id })
      .where('id', '=', row.id)
      .execute();
    const move = { leadId: row.submission_id, actor: null, at: context.now };
    await noteOnLead(trx, move, `Quote ${page.view.reference} accepted by ${name}, ${at}`);
    await moveLead(trx, move, 'won');
    await setLeadValue(trx, move, wholeUnits(page.view.totalMinor, page.view.currency));
    if (context.mailOn && lead?.email) {
      const mails = acceptedMails(page.view, {
        customerTo: lead.email,
        officeTo: context.officeTo,
        origin: context.origin,
        leadId: row.submission_id,
        fileId: file.id,
        at,
        name,
      });
      for (const mail of mails) await queueMail(trx, mail);
    }
    return true;
  });
  if (!done) return pageOf(db, await quoteByToken(db, token), context);
  return { state: 'accepted', view: page.view, name, at };
}

/** Declines the quote, with the customer's reason if given; noted on the lead. */
export async function declineQuote(
  db: Kysely<Database>,
  token: string,
  reasonText: string,
  context: AnswerContext,
): Promise<QuotePage> {
  const row = await quoteByToken(db, token);
  const page = await pageOf(db, row, context);
  if (!row || page.state !== 'open') return page;
  const reason = reasonText.trim();
  if (reason.length > DECLINE_MAX) {
    throw refusal(
      422,
      `A reason holds at most ${DECLINE_MAX.toLocaleString('en')} characters.`,
      'reason',
    );
  }
  const iso = context.now.toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const first = await trx
      .updateTable('quotes')
      .set({
        status: 'declined',
        answered_at: iso,
        decline_reason: reason || null,
        updated_at: iso,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(first.numUpdatedRows) !== 1) return false;
    await cancelReminder(trx, row.token_hash);
    const move = { leadId: row.submission_id, actor: null, at: context.now };
    await noteOnLead(
      trx,
      move,
      `Quote ${page.view.reference} declined${reason ? `: ${reason}` : ' (no reason given)'}`,
    );
    if (context.mailOn && context.officeTo) {
      await queueMail(
        trx,
        declinedMail(page.view, {
          officeTo: context.officeTo,
          origin: context.origin,
          leadId: row.submission_id,
          reason,
        }),
      );
    }
    return true;
  });
  if (!done) return pageOf(db, await quoteByToken(db, token), context);
  return { state: 'declined', view: page.view, at: clockText(context.now, context.timeZone) };
}

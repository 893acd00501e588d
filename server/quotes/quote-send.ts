/**
 * Sending a quote (decision 059): the lead's draft becomes the version the customer sees. Its
 * document is drawn once and kept with its SHA-256; the link's token (32 random bytes) is
 * stored as its hash and mailed; the link expires with the quote (the start of the day after
 * "valid until", on the company's clock). A version sent before it is replaced (its link then
 * says a newer one exists), the lead moves to Quote sent, and the mail waits in the outbox,
 * all in one transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { QuoteView } from '../../common/quote-view.ts';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { readLeadFile } from '../lead-files/store.ts';
import { dayStartOf, localDate } from '../leads/business-days.ts';
import { type OutgoingMail, queueMail } from '../mail/outbox.ts';
import { moveLead } from './lead-moves.ts';
import { quoteSentMail } from './quote-mails.ts';
import { cancelReminder, scheduleReminder } from './quote-reminder.ts';
import {
  leadContact,
  leadQuotes,
  type QuoteRow,
  rowView,
  sha256,
  tokenHash,
} from './quote-rows.ts';

export interface SendInput {
  leadId: number;
  actor: number;
  timeZone: string;
  now: Date;
  /** The site's address for the link; undefined while mail is off (the link is shown instead). */
  origin: string;
  mailOn: boolean;
  /** Days before expiry the customer is reminded (0: never). */
  reminderDays: number;
}

export interface Sent {
  version: number;
  reference: string;
  /** The link, for the office to pass on when no mail could go. */
  link?: string;
  mailed: boolean;
}

/**
 * The document the customer gets: the lines drawn as a PDF, or the office's own PDF as it was
 * kept on the lead (cleaned at upload), byte for byte.
 */
async function documentOf(db: Kysely<Database>, draft: QuoteRow, view: QuoteView) {
  if (draft.kind !== 'document') {
    // The PDF library is loaded when a quote is first drawn, not with every server start.
    const { quotePdf } = await import('./quote-pdf.ts');
    return quotePdf(view);
  }
  const file = draft.upload_file_id
    ? await readLeadFile(db, Number(draft.upload_file_id))
    : undefined;
  if (!file) {
    throw refusal(
      422,
      'The quote’s PDF is no longer on the lead: choose it again, save, then send.',
      'document',
    );
  }
  return file.bytes;
}

export async function sendQuote(db: Kysely<Database>, input: SendInput): Promise<Sent> {
  const [draft] = await leadQuotes(db, input.leadId);
  if (draft?.status !== 'draft') {
    throw refusal(
      409,
      'This version was sent already: change the quote to send a new version.',
      'lines.0',
    );
  }
  if (draft.valid_until < localDate(input.now, input.timeZone)) {
    throw refusal(
      422,
      'Valid until has passed: choose a later day, save, then send.',
      'validUntil',
    );
  }
  const lead = await leadContact(db, input.leadId);
  if (!lead) throw refusal(404, 'That lead does not exist.');
  if (!lead.email) throw refusal(422, 'The lead has no email address to send the quote to.');
  const view = rowView(draft, lead.name);
  const document = await documentOf(db, draft, view);
  const token = randomBytes(32).toString('base64url');
  const at = input.now.toISOString();
  const mail: OutgoingMail | undefined = input.mailOn
    ? quoteSentMail(view, lead.email, input.origin, token, input.leadId)
    : undefined;
  await db.transaction().execute(async (trx) => {
    const sent = await trx
      .updateTable('quotes')
      .set({
        status: 'sent',
        token_hash: tokenHash(token),
        expires_at: dayStartOf(draft.valid_until, input.timeZone, 1).toISOString(),
        document,
        document_sha256: sha256(document),
        sent_at: at,
        updated_at: at,
        updated_by: input.actor,
      })
      .where('id', '=', draft.id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(sent.numUpdatedRows) !== 1) {
      throw refusal(409, 'This version was sent a moment ago; reload the lead.', 'lines.0');
    }
    const replaced = await trx
      .updateTable('quotes')
      .set({ status: 'replaced', updated_at: at })
      .where('submission_id', '=', input.leadId)
      .where('status', '=', 'sent')
      .where('id', '<>', draft.id)
      .returning('token_hash')
      .execute();
    for (const old of replaced) await cancelReminder(trx, old.token_hash);
    await scheduleReminder(
      trx,
      { id: draft.id, validUntil: draft.valid_until, token },
      { reminderDays: input.reminderDays, timeZone: input.timeZone },
      input.now,
    );
    await moveLead(trx, { leadId: input.leadId, actor: input.actor, at: input.now }, 'quote_sent');
    if (mail) await queueMail(trx, mail);
  });
  return {
    version: draft.version,
    reference: view.reference,
    mailed: Boolean(mail),
    link: mail ? undefined : `/quote/${token}`,
  };
}

/**
 * The office writes a quote (decision 059): a draft is saved as often as it likes; changing a
 * version that was sent makes a new draft version, which replaces the sent one when it is sent
 * in turn. An accepted quote is final.
 */
import type { Kysely } from 'kysely';
import { isDate } from '../../common/calendar-date.ts';
import {
  AMOUNT_MAX_MAJOR,
  minorDigits,
  parseDecimal,
  quoteTotals,
  readLines,
  type TypedLine,
} from '../../common/quote-money.ts';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { LeadFileUpload } from '../lead-files/prepare.ts';
import { insertLeadFiles } from '../lead-files/store.ts';
import { localDate } from '../leads/business-days.ts';
import { LEAD_KINDS } from '../leads/tables.ts';
import { leadQuotes } from './quote-rows.ts';
import type { QuoteKind } from './tables.ts';

export const TERMS_MAX = 5000;
/** A quote may be valid for at most a year. */
const VALIDITY_MAX_DAYS = 366;

export interface DraftInput {
  leadId: number;
  actor: number;
  /** Line items (the default), or one amount with the office's own PDF. */
  kind?: QuoteKind;
  lines: readonly TypedLine[];
  /** The `document` kind's amount as typed ("12,500.00"), tax included. */
  amount?: string;
  /** The `document` kind's PDF, cleaned (quote-upload.ts); none keeps the version's own. */
  upload?: LeadFileUpload;
  validUntil: string;
  terms: string;
  currency: string;
  timeZone: string;
  now: Date;
}

/** Checks the validity day: from today to a year ahead, on the company's days. */
export function checkValidity(validUntil: string, timeZone: string, now: Date): string {
  const day = validUntil.trim();
  if (!isDate(day)) throw refusal(422, 'Valid until is a day such as 2026-12-31.', 'validUntil');
  const today = localDate(now, timeZone);
  const last = localDate(new Date(now.getTime() + VALIDITY_MAX_DAYS * 86_400_000), timeZone);
  if (day < today) throw refusal(422, 'Valid until is today or a later day.', 'validUntil');
  if (day > last) throw refusal(422, 'A quote may be valid for at most a year.', 'validUntil');
  return day;
}

/** Saves the lead's draft (made when there is none to change); resolves with its version. */
/** The `document` kind's amount in minor units: above 0, at most what a quote may hold. */
export function readAmount(typed: string, currency: string): number {
  const digits = minorDigits(currency);
  const minor = parseDecimal(typed, digits);
  if (minor === undefined || minor === 0 || minor > AMOUNT_MAX_MAJOR * 10 ** digits) {
    throw refusal(
      422,
      `The amount is a sum above 0 in ${currency}, such as ${digits ? '12500.00' : '12500'}.`,
      'amount',
    );
  }
  return minor;
}

export async function saveDraft(db: Kysely<Database>, input: DraftInput): Promise<number> {
  const kind = input.kind ?? 'lines';
  const amountMinor =
    kind === 'document' ? readAmount(input.amount ?? '', input.currency) : undefined;
  const lines = kind === 'document' ? [] : readLines(input.lines, input.currency);
  const validUntil = checkValidity(input.validUntil, input.timeZone, input.now);
  const terms = input.terms.trim();
  if (terms.length > TERMS_MAX) {
    throw refusal(422, `Terms hold at most ${TERMS_MAX.toLocaleString('en')} characters.`, 'terms');
  }
  const totals =
    amountMinor === undefined
      ? quoteTotals(lines)
      : { subtotalMinor: amountMinor, taxMinor: 0, totalMinor: amountMinor };
  const at = input.now.toISOString();
  const values = {
    kind,
    currency: input.currency,
    lines: JSON.stringify(lines),
    subtotal_minor: totals.subtotalMinor,
    tax_minor: totals.taxMinor,
    total_minor: totals.totalMinor,
    valid_until: validUntil,
    terms,
    updated_at: at,
    updated_by: input.actor,
  };
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('submissions')
      .select('id')
      .where('id', '=', input.leadId)
      .where('folder', '=', 'inbox')
      .where('kind', 'in', [...LEAD_KINDS])
      .executeTakeFirst();
    if (!lead) throw refusal(404, 'That lead does not exist.');
    const [latest] = await leadQuotes(trx, input.leadId);
    if (latest?.status === 'accepted') {
      throw refusal(409, 'This quote was accepted; it cannot change any more.', 'lines.0');
    }
    // The office's PDF: a new upload becomes a lead file; none keeps the latest version's.
    let uploadFileId: number | null = null;
    if (kind === 'document') {
      const [stored] = input.upload
        ? await insertLeadFiles(trx, input.leadId, [input.upload], at)
        : [];
      uploadFileId =
        stored?.id ?? (latest?.kind === 'document' ? Number(latest.upload_file_id) || null : null);
      if (!uploadFileId) {
        throw refusal(422, 'Choose your quote as a PDF to send with the amount.', 'document');
      }
    }
    // The version as sent, saved again unchanged, stays that version (no new link).
    if (
      latest &&
      latest.status !== 'draft' &&
      latest.kind === kind &&
      (latest.upload_file_id === null ? null : Number(latest.upload_file_id)) === uploadFileId &&
      Number(latest.total_minor) === totals.totalMinor &&
      latest.lines === values.lines &&
      latest.valid_until === validUntil &&
      latest.terms === terms &&
      latest.currency === values.currency
    ) {
      return latest.version;
    }
    if (latest?.status === 'draft') {
      await trx
        .updateTable('quotes')
        .set({ ...values, upload_file_id: uploadFileId })
        .where('id', '=', latest.id)
        .execute();
      return latest.version;
    }
    const version = (latest?.version ?? 0) + 1;
    await trx
      .insertInto('quotes')
      .values({
        ...values,
        upload_file_id: uploadFileId,
        submission_id: input.leadId,
        version,
        status: 'draft',
        token_hash: null,
        expires_at: null,
        document: null,
        document_sha256: null,
        sent_at: null,
        opened_at: null,
        reminded_at: null,
        answered_at: null,
        signer_name: null,
        signer_address: null,
        signer_agent: null,
        decline_reason: null,
        signed_file_id: null,
        created_at: at,
      })
      .execute();
    return version;
  });
}

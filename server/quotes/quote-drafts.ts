/**
 * The office writes a quote (decision 059): a draft is saved as often as it likes; changing a
 * version that was sent makes a new draft version, which replaces the sent one when it is sent
 * in turn. An accepted quote is final.
 */
import type { Kysely } from 'kysely';
import { isDate } from '../../common/calendar-date.ts';
import { quoteTotals, readLines, type TypedLine } from '../../common/quote-money.ts';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { localDate } from '../leads/business-days.ts';
import { LEAD_KINDS } from '../leads/tables.ts';
import { leadQuotes } from './quote-rows.ts';

export const TERMS_MAX = 5000;
/** A quote may be valid for at most a year. */
const VALIDITY_MAX_DAYS = 366;

export interface DraftInput {
  leadId: number;
  actor: number;
  lines: readonly TypedLine[];
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
export async function saveDraft(db: Kysely<Database>, input: DraftInput): Promise<number> {
  const lines = readLines(input.lines, input.currency);
  const validUntil = checkValidity(input.validUntil, input.timeZone, input.now);
  const terms = input.terms.trim();
  if (terms.length > TERMS_MAX) {
    throw refusal(422, `Terms hold at most ${TERMS_MAX.toLocaleString('en')} characters.`, 'terms');
  }
  const totals = quoteTotals(lines);
  const at = input.now.toISOString();
  const values = {
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
    // The version as sent, saved again unchanged, stays that version (no new link).
    if (
      latest &&
      latest.status !== 'draft' &&
      latest.lines === values.lines &&
      latest.valid_until === validUntil &&
      latest.terms === terms &&
      latest.currency === values.currency
    ) {
      return latest.version;
    }
    if (latest?.status === 'draft') {
      await trx.updateTable('quotes').set(values).where('id', '=', latest.id).execute();
      return latest.version;
    }
    const version = (latest?.version ?? 0) + 1;
    await trx
      .insertInto('quotes')
      .values({
        ...values,
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

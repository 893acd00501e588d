/** Reading quote rows (decision 059): a lead's versions, a version by its link's token. */
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { brand } from '../../app/brand.ts';
import type { QuoteLine } from '../../common/quote-money.ts';
import { type QuoteView, quoteView } from '../../common/quote-view.ts';
import type { Database } from '../db/schema.ts';
import type { QuoteTable } from './tables.ts';

export type QuoteRow = Selectable<QuoteTable>;

/** SHA-256 of bytes, in hex (the document as sent, the signed PDF). */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A link's token as stored: its SHA-256, so the table never holds a working link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as a link may carry it (base64url, 43 characters for 32 bytes). */
export const isTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Every version of a lead's quote, newest first. */
export function leadQuotes(db: Kysely<Database>, leadId: number): Promise<QuoteRow[]> {
  return db
    .selectFrom('quotes')
    .selectAll()
    .where('submission_id', '=', leadId)
    .orderBy('version', 'desc')
    .execute();
}

/** The version a link's token opens, or undefined. */
export function quoteByToken(db: Kysely<Database>, token: string) {
  if (!isTokenShape(token)) return Promise.resolve(undefined);
  return db
    .selectFrom('quotes')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
}

/** The lines a row holds. */
export const rowLines = (row: Pick<QuoteRow, 'lines'>): QuoteLine[] => JSON.parse(row.lines);

/** What the customer sees of a version, with the lead's name. */
export function rowView(row: QuoteRow, customer: string): QuoteView {
  return quoteView({
    company: brand.name,
    customer,
    leadId: row.submission_id,
    version: row.version,
    currency: row.currency,
    lines: rowLines(row),
    amountMinor: row.kind === 'document' ? Number(row.total_minor) : undefined,
    validUntil: row.valid_until,
    terms: row.terms,
  });
}

/** The lead's name and address, for the view and the mails. */
export function leadContact(db: Kysely<Database>, leadId: number) {
  return db
    .selectFrom('submissions')
    .select(['id', 'name', 'email', 'stage'])
    .where('id', '=', leadId)
    .where('folder', '=', 'inbox')
    .executeTakeFirst();
}

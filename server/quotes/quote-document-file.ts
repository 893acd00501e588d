/**
 * The quote's document by the link's token (decision 059): the PDF the customer was sent (the
 * office's own, or the lines drawn), answered exactly as the page would be: unknown → 404,
 * replaced or expired → 410, otherwise the bytes kept at sending. The name it is offered under
 * holds the reference only (no customer's name, nothing typed).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type AnswerContext, pageOf, type QuotePage } from './quote-answers.ts';
import { quoteByToken } from './quote-rows.ts';

export type QuoteDocumentFile =
  | { state: Exclude<QuotePage['state'], 'open' | 'accepted' | 'declined'> }
  | { state: 'file'; name: string; bytes: Uint8Array };

export async function quoteDocument(
  db: Kysely<Database>,
  token: string,
  context: AnswerContext,
): Promise<QuoteDocumentFile> {
  const row = await quoteByToken(db, token);
  const page = await pageOf(db, row, context);
  if (page.state === 'unknown' || page.state === 'replaced' || page.state === 'expired') {
    return { state: page.state };
  }
  if (!row?.document) return { state: 'unknown' };
  return {
    state: 'file',
    name: `Quote ${page.view.reference} from ${page.view.company}.pdf`,
    bytes: new Uint8Array(row.document),
  };
}

/**
 * The quote form's optional extras (issue 19, decision 032): where the job is, a budget range,
 * when the visitor wants to start and when a site visit suits them. All optional; stored as one
 * JSON object in `submissions.details` (codes for the two selects, text as typed) and shown in
 * words on the lead page, in the office mail and in the CSV export.
 */
import * as v from 'valibot';
import { LIMITS, optionalText } from './fields';
import { BUDGET_OPTIONS, START_OPTIONS } from './quote-extra-words';

export { BUDGET_OPTIONS, START_OPTIONS };

/** Longest site address and visit-times text. */
export const EXTRA_LIMITS = { siteAddress: LIMITS.line, visitTimes: LIMITS.line } as const;

const optionalChoice = (options: readonly { value: string }[], label: string) =>
  v.optional(
    v.picklist(
      ['', ...options.map((option) => option.value)],
      `Please choose ${label} from the list.`,
    ),
    '',
  );

/** The extras' fields, spread into the quote schema (every one optional). */
export const quoteExtraEntries = {
  siteAddress: optionalText('the site address', EXTRA_LIMITS.siteAddress),
  budget: optionalChoice(BUDGET_OPTIONS, 'a budget'),
  start: optionalChoice(START_OPTIONS, 'when to start'),
  visitTimes: optionalText('the times that suit you', EXTRA_LIMITS.visitTimes),
};

export type QuoteExtraName = keyof typeof quoteExtraEntries;
export const QUOTE_EXTRA_NAMES = Object.keys(quoteExtraEntries) as QuoteExtraName[];

/** What is stored: only the extras given (an empty object when none). */
export type QuoteDetails = Partial<Record<QuoteExtraName, string>>;

/** The extras given, from a parsed quote (empty values dropped). */
export function detailsOf(values: Partial<Record<QuoteExtraName, string>>): QuoteDetails {
  const details: QuoteDetails = {};
  for (const name of QUOTE_EXTRA_NAMES) {
    const value = values[name]?.trim();
    if (value) details[name] = value;
  }
  return details;
}

/**
 * The quote form's optional extras (issue 19, decision 032): where the job is, a budget range,
 * when the visitor wants to start and when a site visit suits them. All optional; stored as one
 * JSON object in `submissions.details` (codes for the two selects, text as typed) and shown in
 * words on the lead page, in the office mail and in the CSV export.
 */
import * as v from 'valibot';
import { LIMITS, optionalText } from './fields';

/** Budget ranges, by code (what is stored) and words (what people read). */
export const BUDGET_OPTIONS = [
  { value: 'under-10k', label: 'Under $10,000' },
  { value: '10k-25k', label: '$10,000 to $25,000' },
  { value: '25k-50k', label: '$25,000 to $50,000' },
  { value: '50k-100k', label: '$50,000 to $100,000' },
  { value: '100k-250k', label: '$100,000 to $250,000' },
  { value: 'over-250k', label: 'Over $250,000' },
] as const;

/** When the visitor would like work to start. */
export const START_OPTIONS = [
  { value: 'asap', label: 'As soon as possible' },
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: '3-to-6-months', label: 'In 3 to 6 months' },
  { value: 'over-6-months', label: 'In more than 6 months' },
  { value: 'planning', label: 'Just planning for now' },
] as const;

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

/** Checks a stored or posted details object (bounded keys, lengths and codes). */
export const quoteDetailsSchema = v.strictObject(quoteExtraEntries);

/** The extras given, from a parsed quote (empty values dropped). */
export function detailsOf(values: Partial<Record<QuoteExtraName, string>>): QuoteDetails {
  const details: QuoteDetails = {};
  for (const name of QUOTE_EXTRA_NAMES) {
    const value = values[name]?.trim();
    if (value) details[name] = value;
  }
  return details;
}

/** Labels the office reads, in the form's order. */
export const EXTRA_LABELS: Record<QuoteExtraName, string> = {
  siteAddress: 'Site address or postcode',
  budget: 'Budget',
  start: 'Start',
  visitTimes: 'Site visit times',
};

const wordsFor = (options: readonly { value: string; label: string }[], code: string) =>
  options.find((option) => option.value === code)?.label ?? code;

/** A stored extra in words (a select's code as its label; text as typed). */
export function extraWords(name: string, value: string): string {
  if (name === 'budget') return wordsFor(BUDGET_OPTIONS, value);
  if (name === 'start') return wordsFor(START_OPTIONS, value);
  return value;
}

/**
 * The stored extras as [label, words] rows, in the form's order; keys it does not know (stored
 * by an older form) follow with their own name.
 */
export function extraRows(details: Record<string, string>): [string, string][] {
  const known = QUOTE_EXTRA_NAMES.filter((name) => details[name]).map((name): [string, string] => [
    EXTRA_LABELS[name],
    extraWords(name, details[name] ?? ''),
  ]);
  const other = Object.entries(details).filter(
    ([name, value]) => value && !(QUOTE_EXTRA_NAMES as string[]).includes(name),
  );
  return [...known, ...other];
}

/**
 * The quote form's optional extras in words (decision 032): the two selects' choices by code
 * and label, the labels the office reads, and a stored extra in words. No imports: the server
 * reads this file as it is (server/mail/compose.ts, server/leads/lead-export.ts).
 */

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

/** The extras' names, in the form's order. */
export const EXTRA_NAMES = ['siteAddress', 'budget', 'start', 'visitTimes'] as const;
export type ExtraName = (typeof EXTRA_NAMES)[number];

/** Labels the office reads, in the form's order. */
export const EXTRA_LABELS: Record<ExtraName, string> = {
  siteAddress: 'Site address or postcode',
  budget: 'Budget',
  start: 'Wants to start',
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
  const known = EXTRA_NAMES.filter((name) => details[name]).map((name): [string, string] => [
    EXTRA_LABELS[name],
    extraWords(name, details[name] ?? ''),
  ]);
  const other = Object.entries(details).filter(
    ([name, value]) => value && !(EXTRA_NAMES as readonly string[]).includes(name),
  );
  return [...known, ...other];
}

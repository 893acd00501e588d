/**
 * Copy that states how many of something there are ("Six specialist teams", "Four steps") says
 * it from the collection itself, so a seventh service or a fifth step changes the sentence too.
 */

const WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** A count as copy spells it: words up to twelve ("six"), digits above ("14"). */
export function countWord(count: number): string {
  if (!Number.isInteger(count) || count < 0) throw new Error(`not a count: ${count}`);
  return WORDS[count] ?? String(count);
}

/**
 * "six specialist teams", "one specialist team": the count and the noun that agrees with it.
 * `capital` starts the phrase with a capital, for the start of a sentence.
 */
export function countOf(
  count: number,
  singular: string,
  plural: string,
  { capital = false }: { capital?: boolean } = {},
): string {
  const phrase = `${countWord(count)} ${count === 1 ? singular : plural}`;
  return capital ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}

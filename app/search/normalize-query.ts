import { MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from './search-options';

/**
 * The query as the search reads it: a string, control characters dropped, white space folded,
 * at most {@link MAX_QUERY_LENGTH} characters and {@link MAX_QUERY_TERMS} words. Anything else
 * (a missing or repeated parameter) reads as an empty query.
 */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const words = raw
    .replace(/\p{C}+/gu, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(0, MAX_QUERY_TERMS).join(' ');
}

/**
 * Placeholders in a page's introduction (content/settings/pages.yml): the office writes
 * "{count} specialist teams who…" and the page fills {count} from what it lists, so the copy
 * stays true when a seventh service is published. Pure: the schema checks text with it, the
 * loaders fill it (app/server/page-intro.server.ts).
 */
import { countWord } from './count-words.ts';

/** The placeholders there are, and how each is written into the text. */
export const INTRO_PLACEHOLDERS = {
  /** How many items the page lists, in words up to twelve ("six"), digits above. */
  count: (value: number) => countWord(value),
  /** The portfolio grid's column count, as digits ("3-column grid"). */
  columns: (value: number) => String(value),
} as const;

export type IntroPlaceholder = keyof typeof INTRO_PLACEHOLDERS;
export type IntroValues = Partial<Record<IntroPlaceholder, number>>;

/** `{word}` in single braces; `{{name}}` is a company fact (common/placeholders.ts). */
const TOKEN = /(?<!\{)\{([^{}]*)\}(?!\})/g;
const COMPANY_FACT = /\{\{[^{}]*\}\}/g;

/** Whether `offset` in `text` starts a sentence: the text's start, or after . ! or ? and a space. */
const startsSentence = (text: string, offset: number) =>
  /^\s*$/.test(text.slice(0, offset)) || /[.!?]["”’)]?\s+$/.test(text.slice(0, offset));

/** `{team|teams}`: the word for one and the word for any other count, chosen by {count}. */
const CHOICE = /^([^|]+)\|([^|]+)$/;

/** What a token is filled with, or undefined when it has no value (left as written). */
function filledToken(name: string, values: IntroValues): string | undefined {
  const choice = CHOICE.exec(name);
  if (choice) {
    if (values.count === undefined) return undefined;
    return values.count === 1 ? choice[1] : choice[2];
  }
  const key = name as IntroPlaceholder;
  const value = values[key];
  return key in INTRO_PLACEHOLDERS && value !== undefined
    ? INTRO_PLACEHOLDERS[key](value)
    : undefined;
}

/**
 * The text with each placeholder filled; one at the start of a sentence gets a capital
 * ("Six specialist teams"), and `{team|teams}` agrees with {count} ("One specialist team").
 * A placeholder without a value is left as written (the schema refuses unknown ones before
 * they are saved).
 */
export function fillPlaceholders(text: string, values: IntroValues): string {
  return text.replace(TOKEN, (whole, name: string, offset: number) => {
    const filled = filledToken(name, values);
    if (filled === undefined) return whole;
    return startsSentence(text, offset) ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
  });
}

/** Every string field of an introduction, filled. */
export function fillIntro<T extends Record<string, string>>(intro: T, values: IntroValues): T {
  return Object.fromEntries(
    Object.entries(intro).map(([key, text]) => [key, fillPlaceholders(text, values)]),
  ) as T;
}

const listed = (names: readonly string[]) =>
  names.length === 0 ? 'none' : names.map((name) => `{${name}}`).join(', ');

/**
 * What is wrong with the placeholders of `text` for a page that knows `known`, as the words
 * after "expected" in a message; undefined when nothing is.
 */
export function placeholderProblem(text: string, known: readonly string[]): string | undefined {
  const own = text.replace(COMPANY_FACT, '');
  const unknown = [...own.matchAll(TOKEN)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name) && !(known.includes('count') && CHOICE.test(name)));
  if (unknown.length > 0) {
    const names = [...new Set(unknown)].map((name) => `{${name}}`).join(', ');
    return known.length === 0
      ? `no placeholder: this page fills none, and ${names} would show as written`
      : `only the placeholders this page fills (${listed(known)}); ${names} would show as written`;
  }
  // Braces left over once the placeholders are taken out: "{count" or "count}".
  if (/[{}]/.test(own.replace(TOKEN, ''))) {
    return `placeholders written as {name} with both braces (this page fills ${listed(known)})`;
  }
  return undefined;
}

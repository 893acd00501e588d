/**
 * What each placeholder in a text becomes, in a sentence (issue 32: "{count} becomes the number
 * of projects"). The editor shows them as chips under the field, the text itself staying plain
 * editable text. Two kinds: company facts in double braces ({{name}}, filled everywhere from the
 * brand file) and a page's own in single braces ({count}, {team|teams}, {columns}).
 */
import { PLACEHOLDERS } from '../../../../../common/placeholders';

/** What a field's page fills in: what {count} counts, and whether it has {columns}. */
export interface PagePlaceholders {
  count?: string;
  hasColumns?: boolean;
}

/** One placeholder as written and what it becomes. */
export interface PlaceholderChip {
  token: string;
  becomes: string;
  /** False when the site does not fill it in here (the save is refused until it goes). */
  isKnown: boolean;
}

const FACTS: Record<string, string> = {
  name: 'the company’s name',
  shortName: 'the company’s short name',
  legalName: 'the company’s legal name',
  foundedYear: 'the year the company was founded',
  hometown: 'the company’s home town',
  areaServed: 'the states the company works in',
};

const UNKNOWN = 'is not filled in here: remove it or check its spelling';

function companyFact(key: string): Omit<PlaceholderChip, 'token'> {
  const value = Object.hasOwn(PLACEHOLDERS, key) ? PLACEHOLDERS[key] : undefined;
  if (value === undefined) return { becomes: UNKNOWN, isKnown: false };
  return { becomes: `becomes ${FACTS[key] ?? 'a company fact'} (“${value}”)`, isKnown: true };
}

function pageOwn(name: string, page: PagePlaceholders): Omit<PlaceholderChip, 'token'> {
  const choice = /^([^|]+)\|([^|]+)$/.exec(name);
  if (choice && page.count) {
    return {
      becomes: `becomes “${choice[1]}” when there is one, “${choice[2]}” otherwise`,
      isKnown: true,
    };
  }
  if (name === 'count' && page.count) {
    return {
      becomes: `becomes the number of ${page.count}, in words (“six”; a capital at the start of a sentence)`,
      isKnown: true,
    };
  }
  if (name === 'columns' && page.hasColumns) {
    return { becomes: 'becomes the grid’s number of columns', isKnown: true };
  }
  return { becomes: UNKNOWN, isKnown: false };
}

/** The placeholders written in `text`, each once, in the order they first appear. */
export function placeholderChips(text: string, page: PagePlaceholders = {}): PlaceholderChip[] {
  const chips = new Map<string, PlaceholderChip>();
  for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}|\{([^{}]*)\}/g)) {
    const token = match[0];
    if (chips.has(token)) continue;
    const said =
      match[1] !== undefined ? companyFact(match[1]) : pageOwn((match[2] ?? '').trim(), page);
    chips.set(token, { token, ...said });
  }
  return [...chips.values()];
}

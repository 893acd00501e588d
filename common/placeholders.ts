// Company facts written as {{name}} in content files, filled in from app/brand.ts, so the
// Markdown never spells out the company's name and a rebrand edits one file. The contact
// details are content themselves (content/settings/contact.yml), so none of them is here.
// Shared by the content step, the editor's preview and the server's reads of stored content.
import { brand } from '../app/brand.ts';

const states: readonly string[] = brand.areaServed;

export const PLACEHOLDERS: Readonly<Record<string, string>> = {
  name: brand.name,
  shortName: brand.shortName,
  legalName: brand.legalName,
  foundedYear: String(brand.foundedYear),
  hometown: brand.hometown,
  /** The states the company is licensed in, e.g. "Oregon and Washington". */
  areaServed:
    states.length > 1
      ? `${states.slice(0, -1).join(', ')} and ${states.at(-1)}`
      : (states[0] ?? ''),
};

export interface FillOptions {
  /** Leave an unknown {{key}} as written instead of throwing (reads of stored content). */
  keepUnknown?: boolean;
}

/**
 * Replaces every {{key}} in the text; an unknown key throws with the list of known ones, or,
 * with `keepUnknown` (what visitors are shown from the store: one retired placeholder in old
 * content must not take a page down), stays as written for the office to see and fix.
 */
export function fillPlaceholders(text: string, { keepUnknown = false }: FillOptions = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => {
    const value = Object.hasOwn(PLACEHOLDERS, key) ? PLACEHOLDERS[key] : undefined;
    if (value === undefined) {
      if (keepUnknown) return whole;
      throw new Error(
        `unknown placeholder {{${key}}} (known: ${Object.keys(PLACEHOLDERS)
          .map((name) => `{{${name}}}`)
          .join(', ')})`,
      );
    }
    return value;
  });
}

/** The same, through every string of parsed front matter (the value keeps its shape). */
export function fillPlaceholdersDeep<T>(value: T, options: FillOptions = {}): T {
  return fillDeep(value, options) as T;
}

function fillDeep(value: unknown, options: FillOptions): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, options);
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, options));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillDeep(item, options)]),
    );
  }
  return value;
}

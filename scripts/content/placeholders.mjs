// Company facts written as {{name}} in content files, filled in from app/brand.ts, so the
// Markdown never spells out the company's name and a rebrand edits one file. The contact
// details are content themselves (content/settings/contact.yml), so none of them is here.
import { brand } from '../../app/brand.ts';

const states = brand.areaServed;

export const PLACEHOLDERS = {
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

/**
 * Replaces every {{key}} in the text; an unknown key throws with the list of known ones, or,
 * with `keepUnknown` (what visitors are shown from the store: one retired placeholder in old
 * content must not take a page down), stays as written for the office to see and fix.
 */
export function fillPlaceholders(text, { keepUnknown = false } = {}) {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key) => {
    if (!(key in PLACEHOLDERS)) {
      if (keepUnknown) return whole;
      throw new Error(
        `unknown placeholder {{${key}}} (known: ${Object.keys(PLACEHOLDERS)
          .map((name) => `{{${name}}}`)
          .join(', ')})`,
      );
    }
    return PLACEHOLDERS[key];
  });
}

/** The same, through every string of parsed front matter. */
export function fillPlaceholdersDeep(value, options = {}) {
  if (typeof value === 'string') return fillPlaceholders(value, options);
  if (Array.isArray(value)) return value.map((item) => fillPlaceholdersDeep(item, options));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillPlaceholdersDeep(v, options)]),
    );
  }
  return value;
}

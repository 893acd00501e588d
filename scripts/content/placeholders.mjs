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

/** Replaces every {{key}} in the text; an unknown key throws with the list of known ones. */
export function fillPlaceholders(text) {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key) => {
    if (!(key in PLACEHOLDERS)) {
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
export function fillPlaceholdersDeep(value) {
  if (typeof value === 'string') return fillPlaceholders(value);
  if (Array.isArray(value)) return value.map(fillPlaceholdersDeep);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholdersDeep(v)]));
  }
  return value;
}

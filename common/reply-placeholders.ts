/**
 * Placeholders in the office's reply templates: "Hello {first_name}," is filled from the lead
 * when the template is chosen. The same `{word}` syntax as the pages' introductions
 * (app/lib/intro-placeholders.ts), with words of its own: those fill numbers into copy, these
 * fill a person's details into a letter, with no capitals or plural forms to choose.
 */

/** Every placeholder a template may hold, with what it is filled with (for the templates screen). */
export const REPLY_PLACEHOLDERS = {
  name: 'the name they gave',
  first_name: 'the first word of their name',
  company: 'their company, if they gave one',
  service: 'the service they asked about, if any',
  sender: 'your name',
  business: 'the company’s name',
} as const;

export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;
export type ReplyValues = Record<ReplyPlaceholder, string>;

const TOKEN = /\{([^{}\s]*)\}/g;

const isKnown = (name: string): name is ReplyPlaceholder => Object.hasOwn(REPLY_PLACEHOLDERS, name);

/** The text with each known placeholder filled; an unknown one is left as written. */
export function fillReply(text: string, values: ReplyValues): string {
  return text.replace(TOKEN, (whole, name: string) => (isKnown(name) ? values[name] : whole));
}

/** The placeholders `text` holds that are not known, each once, as written ("{nmae}"). */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(TOKEN)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !isKnown(name)))].map((name) => `{${name}}`);
}

/** The values for a lead and the person replying. */
export function replyValues(
  lead: { name: string; company: string | null; service: string | null },
  sender: string,
  business: string,
): ReplyValues {
  const name = lead.name.trim();
  return {
    name,
    first_name: name.split(/\s+/)[0] ?? name,
    company: lead.company?.trim() ?? '',
    service: lead.service?.trim() ?? '',
    sender,
    business,
  };
}

/**
 * The checks a reply and a template share: a subject on one line, a text without control
 * characters, both within their lengths. Each refusal names its field and keeps what was typed.
 */
import { LeadRefusal } from '../leads/refusal.ts';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;
export const NAME_MAX = 80;

/** Control characters (\p{Cc}) but tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** One line of text, trimmed: refused when empty, too long or holding a control character. */
export function oneLine(value: string, field: string, label: string, max: number): string {
  const text = value.trim();
  if (!text) throw new LeadRefusal(`Write the ${label} first.`, 422, field);
  if (/[\r\n]/.test(text) || CONTROL.test(text)) {
    throw new LeadRefusal(`The ${label} must be one line of plain text.`, 422, field);
  }
  if (text.length > max) {
    throw new LeadRefusal(`The ${label} holds at most ${max} characters.`, 422, field);
  }
  return text;
}

/** A text of several lines (line ends made \n), trimmed: refused when empty, too long or holding a control character. */
export function manyLines(value: string, field: string, label: string, max = BODY_MAX): string {
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (!text) throw new LeadRefusal(`Write the ${label} first.`, 422, field);
  if (CONTROL.test(text)) {
    throw new LeadRefusal(`The ${label} cannot hold control characters.`, 422, field);
  }
  if (text.length > max) {
    throw new LeadRefusal(
      `The ${label} holds at most ${max.toLocaleString('en')} characters.`,
      422,
      field,
    );
  }
  return text;
}

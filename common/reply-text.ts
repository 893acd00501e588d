/**
 * The checks a reply and a template share: a subject on one line, a text without control
 * characters, both within their lengths. Each refusal names its field and keeps what was typed.
 */
import { refusal } from './refusal.ts';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;
export const NAME_MAX = 80;

/** Control characters (\p{Cc}) but tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** One line of text, trimmed: refused when empty, too long or holding a control character. */
export function oneLine(value: string, field: string, label: string, max: number): string {
  const text = value.trim();
  if (!text) throw refusal(422, `Write the ${label} first.`, field);
  if (/[\r\n]/.test(text) || CONTROL.test(text)) {
    throw refusal(422, `The ${label} must be one line of plain text.`, field);
  }
  if (text.length > max) {
    throw refusal(422, `The ${label} holds at most ${max} characters.`, field);
  }
  return text;
}

/** A text of several lines (line ends made \n), trimmed: refused when empty, too long or holding a control character. */
export function manyLines(value: string, field: string, label: string, max = BODY_MAX): string {
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (!text) throw refusal(422, `Write the ${label} first.`, field);
  if (CONTROL.test(text)) {
    throw refusal(422, `The ${label} cannot hold control characters.`, field);
  }
  if (text.length > max) {
    throw refusal(422, `The ${label} holds at most ${max.toLocaleString('en')} characters.`, field);
  }
  return text;
}

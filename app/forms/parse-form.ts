import * as v from 'valibot';

/**
 * Field names that carry no visitor data. The honeypot's name, label and attributes give
 * browsers' autofill nothing to match (docs/decisions/030-spam-folder.md); the token proves the
 * form came from our page (server/spam/form-token.ts).
 */
export const HONEYPOT_FIELD = 'leave_blank';
export const TOKEN_FIELD = 'form_token';
/**
 * Sent by the form's script beside its own token: the page's token, which tells when the page
 * was handed out (the visitor's start, for "sent too fast"); the script's own token is the one
 * counted for replays.
 */
export const PAGE_TOKEN_FIELD = 'page_token';
/**
 * What the built HTML holds where the form's token goes: the server writes a fresh token over
 * it in every page it sends (server/http/page-token.ts), so a page kept in a cache still carries
 * one that tells when the page was sent.
 */
export const TOKEN_PLACEHOLDER = '__form_token__';

/** What a visitor typed, echoed back with the errors so nothing is lost. */
export type FormValues = Record<string, string>;
/** One message per invalid field. */
export type FieldErrors = Record<string, string>;

export type ParseResult<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; errors: FieldErrors; values: FormValues };

/** Longest value echoed back into a field (the schema limits what is accepted). */
const ECHO_LIMIT = 10_000;

/** Fields of several lines, whose tabs and line breaks are kept as typed. */
const MULTI_LINE = new Set(['message', 'comment']);

/**
 * C0 controls but tab, line breaks and the vertical tab and form feed a word processor pastes,
 * DEL, C1 controls, and half of a surrogate pair: nothing a person means to send, and nothing a
 * database keeps as typed (a NUL cuts the text on SQLite and fails the post on PostgreSQL).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/gu;

export const CONTROL_MESSAGE =
  'This contained an invisible control character, which we cannot store and have taken out. Please check it and send again.';

type ObjectSchema = v.GenericSchema & { entries: Record<string, v.GenericSchema> };

/**
 * Harmless layout characters are tidied: a message keeps its tabs and line breaks (a pasted
 * vertical tab or form feed becomes a line break); a one-line field gets spaces for them.
 */
function tidy(name: string, value: string): string {
  return MULTI_LINE.has(name)
    ? value.replace(/[\v\f]/g, '\n')
    : value.replace(/[\t\r\n\v\f]+/g, ' ');
}

/** The schema's fields from the form data, as typed: text only, files ignored. */
export function valuesOf(schema: ObjectSchema, formData: FormData): FormValues {
  const values: FormValues = {};
  for (const name of Object.keys(schema.entries)) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = tidy(name, value).slice(0, ECHO_LIMIT);
  }
  return values;
}

/** The fields holding a control character, and the values with those characters taken out. */
export function withoutControls(values: FormValues): { fields: string[]; values: FormValues } {
  const fields: string[] = [];
  const cleaned: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    cleaned[name] = value.replace(CONTROL, '');
    if (cleaned[name] !== value) fields.push(name);
  }
  return { fields, values: cleaned };
}

/**
 * Checks a submission against its schema: the data, or a message for each invalid field (a
 * control character is one, named by its field: never stored, never cut at).
 */
export function parseForm<S extends ObjectSchema>(
  schema: S,
  formData: FormData,
): ParseResult<v.InferOutput<S>> {
  const typed = valuesOf(schema, formData);
  // A required field the post left out reads as left empty: its own message ("Please enter
  // your comment."), never the schema's note about a missing key.
  const blanks = Object.entries(schema.entries).filter(
    ([name, entry]) => entry.type !== 'optional' && !(name in typed),
  );
  const result = v.safeParse(schema, {
    ...Object.fromEntries(blanks.map(([name]) => [name, ''])),
    ...typed,
  });
  const controls = withoutControls(typed);
  if (result.success && controls.fields.length === 0) {
    return { ok: true, data: result.output, values: typed };
  }
  // Echoed without the control characters: sent again as shown, the form goes through.
  const values = controls.values;
  const errors: FieldErrors = {};
  for (const name of controls.fields) errors[name] = CONTROL_MESSAGE;
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors, values };
}

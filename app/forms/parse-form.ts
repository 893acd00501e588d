import * as v from 'valibot';

/** Field names that carry no visitor data: the bot checks and the script marker. */
export const HONEYPOT_FIELD = 'fax_number';
export const ELAPSED_FIELD = '_elapsed';

/** What a visitor typed, echoed back with the errors so nothing is lost. */
export type FormValues = Record<string, string>;
/** One message per invalid field. */
export type FieldErrors = Record<string, string>;

export type ParseResult<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; errors: FieldErrors; values: FormValues };

/** Longest value echoed back into a field (the schema limits what is accepted). */
const ECHO_LIMIT = 10_000;

type ObjectSchema = v.GenericSchema & { entries: Record<string, v.GenericSchema> };

/** The schema's fields from the form data, as typed: text only, files ignored. */
export function valuesOf(schema: ObjectSchema, formData: FormData): FormValues {
  const values: FormValues = {};
  for (const name of Object.keys(schema.entries)) {
    const value = formData.get(name);
    if (typeof value === 'string') values[name] = value.slice(0, ECHO_LIMIT);
  }
  return values;
}

/** Checks a submission against its schema: the data, or a message for each invalid field. */
export function parseForm<S extends ObjectSchema>(
  schema: S,
  formData: FormData,
): ParseResult<v.InferOutput<S>> {
  const values = valuesOf(schema, formData);
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.output, values };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors, values };
}

/** Filled-in honeypots and forms sent faster than a person types are answered but not kept. */
export const MIN_FILL_MS = 1500;

/** True when the submission looks automated. */
export function looksAutomated(formData: FormData): boolean {
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return true;
  // Sent only by the page's script, which times the visit from the first keystroke.
  const elapsed = formData.get(ELAPSED_FIELD);
  if (typeof elapsed === 'string' && elapsed !== '') {
    const ms = Number(elapsed);
    if (!Number.isFinite(ms) || ms < MIN_FILL_MS) return true;
  }
  return false;
}

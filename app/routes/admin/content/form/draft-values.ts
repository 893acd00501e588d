/**
 * An autosaved draft's field values laid over the form's own (docs/decisions/048): only the
 * form's fields, each only when its value has the same kind (text, number, list, group) as the
 * form's or one of them is empty, so a draft kept before a schema change cannot break a field.
 */
const kindOf = (value: unknown) =>
  value === null || value === undefined ? 'empty' : Array.isArray(value) ? 'list' : typeof value;

export function draftValues(
  form: Readonly<Record<string, unknown>>,
  draft: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...form };
  for (const key of Object.keys(form)) {
    if (!Object.hasOwn(draft, key)) continue;
    const [was, typed] = [kindOf(form[key]), kindOf(draft[key])];
    if (was === typed || was === 'empty' || typed === 'empty') values[key] = draft[key];
  }
  return values;
}

/**
 * The generated form's values: what a posted form holds becomes an item's fields (typed as the
 * schema wants: numbers, booleans, lists in order), and a new item or list entry starts empty.
 * Input that is not what the schema wants is kept as typed, so the schema names the problem and
 * the form shows the text again.
 */
import type { FieldDescriptor } from './schema-fields';

/** The name of the input (or the prefix of the inputs) at a field's dotted path. */
export const joinPath = (base: string, key: string | number) =>
  base === '' ? String(key) : key === '' ? base : `${base}.${key}`;

/** Reads one string from a form ('' when missing). */
export type FormReader = (name: string) => string;

export function readerOf(form: FormData): { get: FormReader; names: string[] } {
  return {
    get: (name) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    },
    names: [...form.keys()],
  };
}

/** The list's entries present in the form, by their index in the input names, in order. */
function indicesOf(names: readonly string[], path: string): number[] {
  const prefix = `${path}.`;
  const found = new Set<number>();
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const index = Number(name.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(index) && index >= 0) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isEmpty));

/** One field's value from the form (undefined: leave the key out). */
export function parseField(
  field: FieldDescriptor,
  path: string,
  form: { get: FormReader; names: readonly string[] },
): unknown {
  const raw = () => form.get(path);
  let value: unknown;
  switch (field.kind) {
    case 'text':
      value = field.isLong ? raw().replace(/\r\n/g, '\n').trim() : raw().trim();
      break;
    case 'date':
    case 'choice':
      value = raw().trim();
      break;
    case 'number': {
      const typed = raw().trim();
      const number = Number(typed);
      value = typed === '' ? undefined : Number.isFinite(number) ? number : typed;
      break;
    }
    case 'boolean':
      value = form.names.includes(path);
      if (value === false && field.isOptional) value = undefined;
      break;
    case 'picture':
      value = {
        src: form.get(joinPath(path, 'src')).trim(),
        alt: form.get(joinPath(path, 'alt')).trim(),
      };
      break;
    case 'group':
      value = parseFields(field.fields, form, path);
      break;
    case 'list':
      value = indicesOf(form.names, path).map((index) =>
        parseField(field.item, joinPath(path, index), form),
      );
      break;
    case 'choices':
      // One checkbox per option, named by the option's index: the checked ones, in order.
      value = indicesOf(form.names, path).map((index) => form.get(joinPath(path, index)).trim());
      break;
  }
  // An optional field left empty is left out (the schema's default applies).
  if (field.isOptional && isEmpty(value)) return undefined;
  return value;
}

/** The item's fields from the form, for the fields described. */
export function parseFields(
  fields: readonly FieldDescriptor[],
  form: { get: FormReader; names: readonly string[] },
  base = '',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = parseField(field, joinPath(base, field.key), form);
    if (value !== undefined) out[field.key] = value;
  }
  return out;
}

/** What a new entry of a field holds before anyone types. */
export function emptyValue(field: FieldDescriptor): unknown {
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'picture':
      return { src: '', alt: '' };
    case 'list':
      return Array.from({ length: field.minItems ?? 0 }, () => emptyValue(field.item));
    case 'choices':
      return [];
    case 'group':
      return Object.fromEntries(field.fields.map((child) => [child.key, emptyValue(child)]));
    case 'choice':
      return field.isOptional ? '' : (field.options[0] ?? '');
    default:
      return '';
  }
}

/** A new item's fields: every field empty, today for dates, `order` after the last. */
export function newItemValues(
  fields: readonly FieldDescriptor[],
  { today, nextOrder }: { today: string; nextOrder: number },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'date') out[field.key] = today;
    else if (field.kind === 'number' && field.key === 'order') out[field.key] = nextOrder;
    else if (field.isOptional && (field.kind === 'group' || field.kind === 'list')) continue;
    else out[field.key] = emptyValue(field);
  }
  return out;
}

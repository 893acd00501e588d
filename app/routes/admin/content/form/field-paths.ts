/**
 * Field paths ("faq.2.question") against the descriptors: which field a path names, how a person
 * reads it ("Questions and answers 3 › Question"), and the input id the form gives it.
 */
import type { FieldDescriptor } from './schema-fields';

/** The descriptor at a dotted path (list indices step into the list's item), or undefined. */
export function descriptorAt(
  fields: readonly FieldDescriptor[],
  path: string,
): FieldDescriptor | undefined {
  const [first, ...rest] = path.split('.');
  let current = fields.find((field) => field.key === first);
  for (const key of rest) {
    if (!current) return undefined;
    if (current.kind === 'list' && /^\d+$/.test(key)) current = current.item;
    else if (current.kind === 'choices' && /^\d+$/.test(key)) continue;
    else if (current.kind === 'group') current = current.fields.find((f) => f.key === key);
    else if (current.kind === 'picture' && (key === 'src' || key === 'alt')) {
      return { ...current, key, label: key === 'src' ? 'Picture' : 'Alt text' };
    } else return undefined;
  }
  return current;
}

/** A path in words: "Questions and answers 3 › Question"; meta fields by their own names. */
export function pathLabel(fields: readonly FieldDescriptor[], path: string): string {
  if (path === 'slug') return 'Address';
  if (path === 'body') return 'Body';
  if (path === '') return 'The item';
  const parts: string[] = [];
  const keys = path.split('.');
  let current: FieldDescriptor | undefined;
  for (const [index, key] of keys.entries()) {
    const prefix = keys.slice(0, index + 1).join('.');
    if (/^\d+$/.test(key)) {
      parts[parts.length - 1] = `${parts.at(-1)} ${Number(key) + 1}`;
      continue;
    }
    current = descriptorAt(fields, prefix);
    parts.push(current?.label ?? key);
  }
  return parts.join(' › ');
}

/** The id of the input at a path (a picture's is its alt text's when `alt` is named). */
export const inputId = (path: string) => `field-${path.replaceAll('.', '-')}`;

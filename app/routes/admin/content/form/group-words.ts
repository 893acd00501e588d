/** How the office's words name an optional group and the field it holds (office-words.ts). */
import { descriptorAt } from './field-paths';
import type { FieldDescriptor } from './schema-fields';

/** The optional group a field at `path` sits in, if any ("quote" for "quote.cite"). */
export function optionalGroupOf(fields: readonly FieldDescriptor[], path: string) {
  const parent = path.split('.').slice(0, -1).join('.');
  if (!parent) return undefined;
  const group = descriptorAt(fields, parent);
  return group?.kind === 'group' && group.isOptional ? group : undefined;
}

/** "Quote" → "quote": a group's label as a thing (its note in brackets left out). */
export const nounOf = (label: string) => label.replace(/\s*\(.*\)\s*$/, '').toLowerCase();

/** "Quote" → "a quote": the thing one adds. */
export function addedThing(label: string): string {
  const noun = nounOf(label);
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

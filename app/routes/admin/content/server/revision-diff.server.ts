/**
 * Two revisions compared for a person: each changed field with its words added and removed, and
 * the body's changed lines with a little context. Runs on the server (the `diff` package), so
 * the browser carries none of it.
 */
import { diffLines, diffWords } from 'diff';
import { pathLabel } from '../form/field-paths';
import type { FieldDescriptor } from '../form/schema-fields';

/** A run of text: kept, added or removed. */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

export interface FieldChange {
  path: string;
  label: string;
  parts: DiffPart[];
}

export interface RevisionDiff {
  from: number;
  to: number;
  fields: FieldChange[];
  /** The body's lines; long unchanged runs shortened to their ends around "…". */
  body: DiffPart[] | null;
}

/** Every leaf of a fields object as "path" → text. */
function flatten(value: unknown, path = '', out = new Map<string, string>()) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      flatten(item, path ? `${path}.${index}` : `${index}`, out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      flatten(item, path ? `${path}.${key}` : key, out);
  } else if (value !== undefined && value !== null) {
    out.set(path, String(value));
  }
  return out;
}

const partsOf = (changes: { value: string; added: boolean; removed: boolean }[]): DiffPart[] =>
  changes.map((c) => ({
    text: c.value,
    change: c.added ? 'added' : c.removed ? 'removed' : 'same',
  }));

/** Unchanged runs of more than 2 × `context` lines keep their ends. */
function shorten(parts: DiffPart[], context = 2): DiffPart[] {
  return parts.map((part, index) => {
    if (part.change !== 'same') return part;
    const lines = part.text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    if (lines.length <= context * 2 + 1) return part;
    const head = index === 0 ? [] : lines.slice(0, context);
    const tail = index === parts.length - 1 ? [] : lines.slice(-context);
    const hidden = lines.length - head.length - tail.length;
    const note = `… ${hidden} unchanged line${hidden === 1 ? '' : 's'} …`;
    return { change: 'same', text: [...head, note, ...tail].join('\n').concat('\n') };
  });
}

export function revisionDiff(
  fields: readonly FieldDescriptor[],
  from: { version: number; fields: Record<string, unknown>; body: string },
  to: { version: number; fields: Record<string, unknown>; body: string },
): RevisionDiff {
  const before = flatten(from.fields);
  const after = flatten(to.fields);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  const changed = paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({
      path,
      label: pathLabel(fields, path),
      parts: partsOf(diffWords(before.get(path) ?? '', after.get(path) ?? '')),
    }));
  const body = from.body === to.body ? null : shorten(partsOf(diffLines(from.body, to.body)));
  return { from: from.version, to: to.version, fields: changed, body };
}

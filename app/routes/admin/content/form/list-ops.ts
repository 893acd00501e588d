/**
 * Changes to the form's values by dotted path: set a value, and add, remove or move a list's
 * entry. Pure functions (a new tree each time), used by the form in the browser and by the
 * action when a form arrives without JavaScript ("Add", "Move up" are then submit buttons).
 */

type Tree = Record<string, unknown>;

const keysOf = (path: string) => (path === '' ? [] : path.split('.'));

/** The value at `path` (undefined when any step is missing). */
export function getAt(tree: unknown, path: string): unknown {
  let current = tree;
  for (const key of keysOf(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Tree)[key];
  }
  return current;
}

/** A copy of `tree` with `value` at `path` (missing steps become objects or lists). */
export function setAt<T>(tree: T, path: string, value: unknown): T {
  const [key, ...rest] = keysOf(path);
  if (key === undefined) return value as T;
  const isIndex = /^\d+$/.test(key);
  const base: unknown = tree ?? (isIndex ? [] : {});
  const child = setAt((base as Tree)[key], rest.join('.'), value);
  if (Array.isArray(base)) {
    const copy = [...base];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...(base as Tree), [key]: child } as T;
}

const listAt = (tree: unknown, path: string): unknown[] => {
  const found = getAt(tree, path);
  return Array.isArray(found) ? found : [];
};

/** What can be done to a list's entries. */
export type ListOp =
  | { op: 'add'; path: string }
  | { op: 'remove'; path: string; index: number }
  | { op: 'move'; path: string; from: number; to: number };

/**
 * The values after the change (`added` is the new entry of an `add`); a move past either end
 * changes nothing.
 */
export function applyListOp<T>(tree: T, change: ListOp, added?: unknown): T {
  const list = listAt(tree, change.path);
  if (change.op === 'add') return setAt(tree, change.path, [...list, added]);
  if (change.op === 'remove') {
    return setAt(
      tree,
      change.path,
      list.filter((_, index) => index !== change.index),
    );
  }
  const { from, to } = change;
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return tree;
  const moved = [...list];
  const [entry] = moved.splice(from, 1);
  moved.splice(to, 0, entry);
  return setAt(tree, change.path, moved);
}

/**
 * A list button's value as it is posted without JavaScript: `add:path`, `remove:path:index`,
 * `move:path:from:to`. The form writes them with {@link listOpValue}.
 */
export function parseListOp(value: string): ListOp | undefined {
  const [op, path, a, b] = value.split(':');
  if (!path || !/^[\w.]+$/.test(path)) return undefined;
  const first = Number(a);
  const second = Number(b);
  if (op === 'add') return { op, path };
  if (op === 'remove' && Number.isInteger(first)) return { op, path, index: first };
  if (op === 'move' && Number.isInteger(first) && Number.isInteger(second)) {
    return { op, path, from: first, to: second };
  }
  return undefined;
}

export function listOpValue(change: ListOp): string {
  if (change.op === 'add') return `add:${change.path}`;
  if (change.op === 'remove') return `remove:${change.path}:${change.index}`;
  return `move:${change.path}:${change.from}:${change.to}`;
}

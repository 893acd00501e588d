import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { MediaChoice } from '../photos/media-choice';
import { applyListOp, getAt, type ListOp, setAt } from './list-ops';

/** The form's values as typed, with the ways to change them, its problems and the pictures. */
export interface EditorState {
  values: Record<string, unknown>;
  valueAt: (path: string) => unknown;
  setValue: (path: string, value: unknown) => void;
  changeList: (op: ListOp, added?: unknown) => void;
  /** The problem at a path, in the schema's words without the path. */
  problemAt: (path: string) => string | undefined;
  /** Stored pictures by name, uploads of this visit included. */
  media: ReadonlyMap<string, MediaChoice>;
  addMedia: (added: readonly MediaChoice[]) => void;
  /** Tells screen readers what just changed (a move, an upload). */
  announce: (message: string) => void;
}

const Context = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const state = useContext(Context);
  if (!state) throw new Error('useEditor is used inside <EditorProvider> only');
  return state;
}

/** "title: expected …" → "expected …": the field shows its own label already. */
export const withoutPath = (path: string, message: string) =>
  message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;

export function EditorProvider({
  initial,
  typedEarly,
  problems,
  media: initialMedia,
  children,
}: {
  initial: Record<string, unknown>;
  /** Fields changed before the page's code ran (typed-before-code.ts): taken in once mounted. */
  typedEarly?: Record<string, unknown> | null;
  problems: readonly { field: string; message: string }[];
  media: readonly MediaChoice[];
  children: ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [media, setMedia] = useState(() => new Map(initialMedia.map((m) => [m.name, m])));
  const [announcement, setAnnouncement] = useState('');
  // After hydration, so the first render matches the server's HTML.
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken in once, on mount
  useEffect(() => {
    if (typedEarly) setValues((current) => ({ ...current, ...typedEarly }));
  }, []);
  const state = useMemo<EditorState>(() => {
    const byPath = new Map<string, string>();
    for (const problem of problems) {
      if (!byPath.has(problem.field))
        byPath.set(problem.field, withoutPath(problem.field, problem.message));
    }
    return {
      values,
      valueAt: (path) => getAt(values, path),
      setValue: (path, value) => setValues((current) => setAt(current, path, value)),
      changeList: (op, added) => setValues((current) => applyListOp(current, op, added)),
      problemAt: (path) => byPath.get(path),
      media,
      addMedia: (added) =>
        setMedia((current) => new Map([...added.map((m) => [m.name, m] as const), ...current])),
      announce: (message) =>
        setAnnouncement((previous) => (previous === message ? `${message} ` : message)),
    };
  }, [values, problems, media]);
  return (
    <Context.Provider value={state}>
      {children}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </Context.Provider>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { type Autosaver, type AutosaveState, createAutosaver } from './autosaver';
import { type DraftTarget, keepDraft } from './drafts-client';

/**
 * Keeps `json` (the draft as stable JSON) in the person's slot a few seconds after it last
 * changed, while it differs from what is saved (`isDirty`). `cancel` is for the moment the
 * work itself is saved: typing still waiting is not kept over it.
 */
export function useAutosave(
  slot: DraftTarget,
  json: string,
  { isDirty, baseVersion }: { isDirty: boolean; baseVersion?: number },
) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const latest = useRef({ slot, baseVersion });
  latest.current = { slot, baseVersion };
  const saver = useRef<Autosaver<string> | null>(null);
  // Made when the form is shown and stopped when it goes (an effect, so React's development
  // double mount gets a live one).
  useEffect(() => {
    const made = createAutosaver<string>({
      save: (draft) => keepDraft(latest.current.slot, draft, latest.current.baseVersion),
      onState: setState,
    });
    saver.current = made;
    return () => {
      made.stop();
      saver.current = null;
    };
  }, []);
  useEffect(() => {
    if (isDirty) saver.current?.change(json);
  }, [json, isDirty]);
  const cancel = useCallback(() => saver.current?.cancel(), []);
  return { state, cancel };
}

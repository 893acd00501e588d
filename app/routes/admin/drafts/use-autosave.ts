import { useEffect, useRef, useState } from 'react';
import { type AutosaveState, createAutosaver } from './autosaver';
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
  const [saver] = useState(() =>
    createAutosaver<string>({
      save: (draft) => keepDraft(latest.current.slot, draft, latest.current.baseVersion),
      onState: setState,
    }),
  );
  useEffect(() => () => saver.stop(), [saver]);
  useEffect(() => {
    if (isDirty) saver.change(json);
  }, [saver, json, isDirty]);
  return { state, cancel: saver.cancel };
}

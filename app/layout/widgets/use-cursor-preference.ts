import { useSyncExternalStore } from 'react';
import { readCursorPreference, watchCursorPreference } from '../../browser/cursor-preference';

export { setCursorPreference } from '../../browser/cursor-preference';

/**
 * Whether the visitor wants the custom cursor (on by default). The server and
 * hydration render see the default, then the stored choice takes over.
 */
export function useCursorPreference(): boolean {
  return useSyncExternalStore(watchCursorPreference, readCursorPreference, () => true);
}

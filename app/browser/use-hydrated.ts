import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the pre-rendered HTML, true afterwards. State read
 * from the URL query (which the static HTML cannot know) waits for this, so the
 * first client render matches the HTML and hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

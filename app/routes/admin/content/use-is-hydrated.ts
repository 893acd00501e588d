import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates, true afterwards: controls that only work with
 * JavaScript appear then. The editor's own copy of app/browser/use-hydrated: importing that one
 * from an admin route moves it into the code every public page loads (shared by two entries).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

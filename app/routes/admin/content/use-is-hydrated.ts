import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates, true afterwards: controls that only work with
 * JavaScript appear then. The editor's own: the admin is the one React app left in the browser
 * (decision 047).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

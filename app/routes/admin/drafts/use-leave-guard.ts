import { useEffect } from 'react';
import { type Location, useBlocker } from 'react-router';

/** Whether going from `current` to `next` leaves the work: by default, another screen. */
export type Leaves = (current: Location, next: Location) => boolean;

const otherScreen: Leaves = (current, next) => current.pathname !== next.pathname;

/**
 * While there are unsaved changes: a link to another screen is held for the leave prompt
 * (leave-prompt.tsx), and closing or reloading the tab asks the browser's own question.
 * Saving posts to the same address, and its answer comes back to it: never held.
 */
export function useLeaveGuard(isDirty: boolean, leaves: Leaves = otherScreen) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && leaves(currentLocation, nextLocation),
  );
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);
  return blocker;
}

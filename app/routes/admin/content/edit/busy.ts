import { useNavigation } from 'react-router';

/**
 * Why the form's buttons are not ready, or undefined when they are: while a save, a publish or
 * the page's next version is on its way (a press then would post the form that is about to be
 * replaced), they say so and take no press, instead of losing it (decision 048). Before the
 * page's code runs the router is idle: the buttons post the plain form.
 */
export function useBusy(): string | undefined {
  const navigation = useNavigation();
  if (navigation.state === 'submitting') return 'Saving…';
  if (navigation.state === 'loading') return 'Updating the page…';
  return undefined;
}

/** A button that is not ready: announced as unavailable, with the reason beside it; a press does nothing. */
export const notReady = (busy: string | undefined, reasonId: string) =>
  busy
    ? {
        'aria-disabled': true as const,
        'aria-describedby': reasonId,
        onClick: (event: { preventDefault: () => void }) => event.preventDefault(),
      }
    : {};

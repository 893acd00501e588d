import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { pushSupport, subscribeDevice, thisDevice, unsubscribeDevice } from './push-client';

/** What the toggle can say; `working` while a change is on its way. */
type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'working';

const WORDS: Record<Exclude<State, 'working'>, string> = {
  checking: 'Checking whether this browser can get push alerts…',
  unsupported:
    'This browser cannot get push alerts here. On an iPhone, add the site to the Home Screen first and open the inbox from there.',
  blocked:
    'Notifications are blocked for this site in the browser’s settings. Allow them there, then turn this on.',
  off: 'This device gets no push alerts.',
  on: 'This device gets a push alert for each new lead.',
};

/**
 * "Notify this device": turns Web Push on or off for this browser (its service worker is
 * scoped to /admin/ only). Works after hydration; without script it says so.
 */
export function PushToggle() {
  const [state, setState] = useState<State>('checking');
  const [shown, setShown] = useState<Exclude<State, 'working'>>('checking');
  const [error, setError] = useState('');
  useEffect(() => {
    const support = pushSupport();
    if (support !== 'ok') {
      setState(support);
      setShown(support);
      return;
    }
    thisDevice()
      .then((on) => {
        setState(on ? 'on' : 'off');
        setShown(on ? 'on' : 'off');
      })
      .catch(() => {
        setState('off');
        setShown('off');
      });
  }, []);
  const change = async () => {
    const turnOn = shown !== 'on';
    setState('working');
    setError('');
    try {
      const next = turnOn ? await subscribeDevice() : await unsubscribeDevice();
      setState(next);
      setShown(next);
    } catch (problem) {
      setState(shown);
      setError((problem as Error).message || 'That did not work. Please try again.');
    }
  };
  const canToggle = shown === 'on' || shown === 'off';
  return (
    <section
      aria-labelledby="push-toggle-title"
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="push-toggle-title" className="text-base font-semibold text-fg">
        Push alerts on this device
      </h2>
      <p role="status" className="text-sm text-fg-muted">
        {WORDS[shown]}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-accent-text">
          {error}
        </p>
      )}
      {canToggle && (
        <Button
          variant="outline"
          className="self-start"
          aria-pressed={shown === 'on'}
          disabled={state === 'working'}
          onClick={() => void change()}
        >
          Notify this device
        </Button>
      )}
      <noscript>
        <p className="text-sm text-fg-muted">Push alerts need JavaScript.</p>
      </noscript>
    </section>
  );
}

import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { buildPayload, VITALS_ENDPOINT } from './payload';

/** Set on <html> once the reporter listens: a hook for tests, like data-hydrated. */
export const VITALS_ATTR = 'data-vitals';

/**
 * Collects each metric's final value for the landing page and sends them in one beacon when the
 * page is hidden or left. No cookie, nothing about the visitor: the path, the numbers, the ids.
 * Starts when the browser is idle (within 2 s), so it never delays a tap's response.
 */
export function startReporter(pathname: string) {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => listen(pathname), { timeout: 2000 });
  else setTimeout(() => listen(pathname));
}

function listen(pathname: string) {
  if (document.documentElement.hasAttribute(VITALS_ATTR)) return;
  const queue = new Map<string, Metric>();
  const add = (metric: Metric) => void queue.set(metric.id, metric);
  for (const observe of [onTTFB, onLCP, onINP, onCLS]) observe(add, { reportAllChanges: false });
  const flush = () => {
    const body = buildPayload(pathname, [...queue.values()]);
    queue.clear();
    if (body) navigator.sendBeacon(VITALS_ENDPOINT, body);
  };
  // web-vitals reports CLS and INP from its own capture-phase listener, before this one runs.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  document.documentElement.setAttribute(VITALS_ATTR, '');
}

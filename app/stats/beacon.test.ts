import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendView } from './beacon';

// A page the browser prerendered for a likely tap (app/islands/speculation-rules.ts) counts as
// viewed when it is shown, never before and never when it is thrown away unseen.

const sent: string[] = [];

beforeEach(() => {
  sent.length = 0;
  // The page came from the site's server, which names `vitals` in Server-Timing.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [{ type: 'navigate', name: location.href, serverTiming: [{ name: 'vitals' }] }],
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: string) => sent.push(body) > 0,
  });
});

afterEach(() => {
  Reflect.deleteProperty(performance, 'getEntriesByType');
  Reflect.deleteProperty(document, 'prerendering');
});

const prerendering = (value: boolean) =>
  Object.defineProperty(document, 'prerendering', { configurable: true, value });

describe('the page-view beacon and prerendered pages', () => {
  it('sends a shown page at once', () => {
    prerendering(false);
    sendView('/history');
    expect(sent.map((body) => JSON.parse(body).path)).toEqual(['/history']);
  });

  it('waits for a prerendered page to be shown, then sends it once', () => {
    prerendering(true);
    sendView('/team');
    expect(sent).toEqual([]);
    prerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(sent.map((body) => JSON.parse(body).path)).toEqual(['/team']);
  });
});

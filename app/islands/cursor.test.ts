import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCursorPreference } from '../browser/cursor-preference';
import { installMatchMedia } from '../layout/test-polyfills';

const FINE_POINTER = '(hover: hover) and (pointer: fine)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const ring = () => document.querySelector('body > [aria-hidden="true"].pointer-events-none');

/** The island afresh (it reads the media queries as it loads), started as the globals do. */
async function startCursor(queries: string[]) {
  installMatchMedia(queries);
  vi.resetModules();
  const { startWhenWanted } = await import('./cursor');
  startWhenWanted();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  setCursorPreference(true);
  document.body.innerHTML = '';
});

describe('the custom cursor island', () => {
  it('shows a decorative ring for a fine pointer when enabled, and turns off and on live', async () => {
    await startCursor([FINE_POINTER]);
    expect(ring()).not.toBeNull();
    setCursorPreference(false);
    expect(ring()).toBeNull();
    setCursorPreference(true);
    expect(ring()).not.toBeNull();
  });

  it('stays away under reduced motion', async () => {
    await startCursor([REDUCED_MOTION, FINE_POINTER]);
    expect(ring()).toBeNull();
  });

  it('stays away on touch screens', async () => {
    await startCursor([]);
    expect(ring()).toBeNull();
  });
});

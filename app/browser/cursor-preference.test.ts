// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('cursor preference without storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is shared by two copies of the module (the islands build copies it into each island)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage unavailable');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage unavailable');
    });
    const settingsCopy = await import('./cursor-preference');
    vi.resetModules();
    const cursorCopy = await import('./cursor-preference');
    expect(cursorCopy).not.toBe(settingsCopy);
    expect(cursorCopy.readCursorPreference()).toBe(true);
    settingsCopy.setCursorPreference(false);
    expect(cursorCopy.readCursorPreference()).toBe(false);
    settingsCopy.setCursorPreference(true);
    expect(cursorCopy.readCursorPreference()).toBe(true);
  });
});

import { CURSOR_OFF_CLASS, CURSOR_STORAGE_KEY } from './theme';

/** Fired on window when the cursor preference changes in this tab. */
export const CURSOR_EVENT = 'cursorchange';

/**
 * This tab's choice, for when storage is unavailable. Kept on the window rather than in this
 * module: the islands' build copies this helper into each island that uses it (the settings
 * panel and the cursor ring, plugins/islands.ts), and every copy must read the same choice.
 */
const SESSION_CHOICE = Symbol.for('cursor-preference.session-choice');
const tab = globalThis as typeof globalThis & { [SESSION_CHOICE]?: boolean };

/** Whether the visitor wants the custom cursor (on unless turned off). */
export function readCursorPreference(): boolean {
  try {
    return localStorage.getItem(CURSOR_STORAGE_KEY) !== 'off';
  } catch {
    return tab[SESSION_CHOICE] ?? true;
  }
}

/** Turns the custom cursor on or off, remembers it as "on"/"off" and tells every listener. */
export function setCursorPreference(isOn: boolean): void {
  tab[SESSION_CHOICE] = isOn;
  markCursorPreference(isOn);
  try {
    localStorage.setItem(CURSOR_STORAGE_KEY, isOn ? 'on' : 'off');
  } catch {
    // Storage can be unavailable; the change still applies until reload.
  }
  window.dispatchEvent(new Event(CURSOR_EVENT));
}

/** Marks the choice on <html>, where the settings switch's look reads it (app/browser/theme.ts). */
function markCursorPreference(isOn: boolean): void {
  document.documentElement.classList.toggle(CURSOR_OFF_CLASS, !isOn);
}

/** Calls `onChange` when the preference changes here or in another tab; returns a cleanup. */
export function watchCursorPreference(onChange: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== CURSOR_STORAGE_KEY) return;
    markCursorPreference(readCursorPreference());
    onChange();
  };
  window.addEventListener(CURSOR_EVENT, onChange);
  window.addEventListener('storage', handleStorage);
  return () => {
    window.removeEventListener(CURSOR_EVENT, onChange);
    window.removeEventListener('storage', handleStorage);
  };
}

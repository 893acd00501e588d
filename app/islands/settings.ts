// The settings panel's switches on a page without React (docs/decisions/047): dark mode and the
// custom cursor. The panel itself is a popover the browser opens and closes; this controller
// only keeps each switch's state and applies it. The server renders the defaults (light, cursor
// on); the stored choices are read here.
import {
  readCursorPreference,
  setCursorPreference,
  watchCursorPreference,
} from '../browser/cursor-preference';
import { applyTheme, currentTheme, hasStoredTheme } from '../browser/theme';
import { SETTING_ATTR } from './attrs';

export function start(element: HTMLElement): void {
  const theme = element.querySelector<HTMLElement>(`[${SETTING_ATTR}="theme"]`);
  const cursor = element.querySelector<HTMLElement>(`[${SETTING_ATTR}="cursor"]`);
  const show = () => {
    theme?.setAttribute('aria-checked', String(currentTheme() === 'dark'));
    cursor?.setAttribute('aria-checked', String(readCursorPreference()));
  };
  show();
  theme?.addEventListener('click', () => {
    applyTheme(currentTheme() === 'dark' ? 'light' : 'dark');
    show();
  });
  cursor?.addEventListener('click', () => {
    const isOn = !readCursorPreference();
    setCursorPreference(isOn);
    // The ring's code may not be here yet (the cursor was off when the page loaded).
    if (isOn)
      import('./cursor').then(
        (module) => module.startWhenWanted(),
        () => {},
      );
  });
  watchCursorPreference(show);
  // Until the visitor chooses, follow the system setting live.
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (hasStoredTheme()) return;
    applyTheme(event.matches ? 'dark' : 'light', { persist: false });
    show();
  });
}

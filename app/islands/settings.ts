// The settings panel's switches on a page without React (docs/decisions/047): dark mode and the
// custom cursor. The panel itself is a popover the browser opens and closes; this controller,
// loaded when it first opens (a switch tapped before is replayed), keeps each switch's state
// and applies it. The server renders the defaults (light, cursor
// on); the stored choices are read here.
import {
  readCursorPreference,
  setCursorPreference,
  watchCursorPreference,
} from '../browser/cursor-preference';
import { applyTheme, currentTheme } from '../browser/theme';
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
    // The ring (./cursor.ts, started by ./globals.ts) follows the stored choice.
    setCursorPreference(!readCursorPreference());
  });
  watchCursorPreference(show);
  // The mode as applied, whoever applies it: the page's globals follow the system's mode live
  // until the visitor chooses (./globals.ts). Watching the class, not the media query, keeps the
  // switch right whichever listener the browser would call first.
  new MutationObserver(show).observe(document.body, {
    attributes: true,
    attributeFilter: ['class'],
  });
}

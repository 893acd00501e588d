/** Colour mode and cursor preferences, stored per browser. */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const CURSOR_STORAGE_KEY = 'cursor';
export const DARK_CLASS = 'dark';

export const LIGHT_CLASS = 'light';
/** On <html> when the visitor turned the custom cursor off (the settings switch shows it). */
export const CURSOR_OFF_CLASS = 'cursor-off';

/**
 * Runs before first paint (first thing in <body>): applies the stored mode, or the system's, as
 * a class on <html> (`dark` or `light`) and on <body> (`dark`) so the page never flashes the
 * other mode, and marks a cursor turned off so the settings switches show the stored choices
 * before their code has read them. Without script neither class is set and the tokens follow
 * the system (app/brand-kit/brand-tokens.ts).
 */
export const themeBootScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var d=s?s==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;var h=document.documentElement;h.classList.add(d?'${DARK_CLASS}':'${LIGHT_CLASS}');if(d)document.body.classList.add('${DARK_CLASS}');if(localStorage.getItem('${CURSOR_STORAGE_KEY}')==='off')h.classList.add('${CURSOR_OFF_CLASS}');}catch(e){}})();`;

/** The mode currently applied to the page. */
export function currentTheme(): Theme {
  return document.body.classList.contains(DARK_CLASS) ? 'dark' : 'light';
}

/** Applies a mode to the page and remembers it. */
export function applyTheme(theme: Theme, { persist = true } = {}): void {
  const isDark = theme === 'dark';
  document.documentElement.classList.toggle(DARK_CLASS, isDark);
  document.documentElement.classList.toggle(LIGHT_CLASS, !isDark);
  document.body.classList.toggle(DARK_CLASS, isDark);
  if (persist) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage can be unavailable (private mode); the mode still applies now.
    }
  }
}

/** Whether the visitor chose a mode, as opposed to following the system. */
export function hasStoredTheme(): boolean {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

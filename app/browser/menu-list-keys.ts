/** The entries of one submenu that the arrow keys move between. */
export const MENU_ENTRIES = ':scope > li > a, :scope > li > button';

/**
 * Moves focus between the entries of one submenu of the desktop main menu: ArrowDown and ArrowUp
 * (wrapping), Home and End. Returns whether the key was one of those (the caller then stops it).
 * For the main menu island (app/islands/main-menu.ts).
 */
export function moveInMenuList(list: HTMLElement, key: string): boolean {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) return false;
  const items = [...list.querySelectorAll<HTMLElement>(MENU_ENTRIES)];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return false;
  const next =
    { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[key] ?? index;
  items[(next + items.length) % items.length]?.focus();
  return true;
}

/** Pointer-leave grace period, so a diagonal move towards a submenu does not close it. */
export const MENU_CLOSE_DELAY_MS = 180;

import type { NavItem } from '../content/navigation';

declare global {
  /** The main menu for the brand file's site options, set at build time (vite-plugin.ts). */
  const __SITE_MAIN_MENU__: readonly NavItem[];
}

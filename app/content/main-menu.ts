import { siteOptions } from '../site-options/current';
import { siteMenu } from '../site-options/site-menu';
import { fullMainMenu } from './full-main-menu';
import type { NavItem } from './navigation';

/**
 * The main menu, in display order: the chosen home layout leads to `/`, and pages the site
 * options hide are left out (by default, every entry of the specification). Plain data: the
 * browser build gets it as an evaluated literal (vite.config.ts, builtData), so no browser
 * code works it out.
 */
export const mainMenu: readonly NavItem[] = siteMenu(fullMainMenu, siteOptions);

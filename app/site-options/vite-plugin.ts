import type { Plugin } from 'vite';
import { fullMainMenu } from '../content/full-main-menu.ts';
import { siteOptions } from './current.ts';
import { siteMenu } from './site-menu.ts';
import type { SiteOptions } from './site-options.ts';

/**
 * Hands the app what the site options decide at build time, as constants (Vite's `define`): the
 * main menu for the options, so the browser bundle holds the finished menu and none of the code
 * that works it out. Used by vite.config.ts and vitest.config.ts. This file and what it imports
 * name their `.ts` files: Vite's config loader warns about extensionless imports otherwise.
 */
export function siteOptionsPlugin(options: SiteOptions = siteOptions): Plugin {
  return {
    name: 'site-options',
    config: () => ({
      define: { __SITE_MAIN_MENU__: JSON.stringify(siteMenu(fullMainMenu, options)) },
    }),
  };
}

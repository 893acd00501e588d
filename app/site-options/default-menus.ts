import { footerQuickLinks, footerSupportLinks, mainMenu } from '../content/navigation';
import type { SiteMenus } from './site-menus';

/**
 * The specification's menus (decision 056): the main menu for the brand file's options and the
 * footer's two lists. What the public pages show until the office saves menus of its own, and
 * what "Reset to the default" brings back.
 */
export function defaultMenus(): SiteMenus {
  const menus: SiteMenus = {
    main: mainMenu,
    quickLinks: footerQuickLinks,
    supportLinks: footerSupportLinks,
  };
  return structuredClone(menus);
}

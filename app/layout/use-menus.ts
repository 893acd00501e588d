/**
 * The menus as the office saved them (decision 056), for the header, the mobile menu and the
 * footer: the root loader reads them (app/server/site-pages.server.ts) and the root layout
 * provides them, so a change shows on the next page without a rebuild. Where no page data
 * exists (an error screen before the root loader ran, a unit test) the specification's show.
 */
import { createContext, use } from 'react';
import { footerQuickLinks, footerSupportLinks, mainMenu } from '../content/navigation';
import type { SiteMenus } from '../site-options/site-menus';

const BUILT_IN: SiteMenus = {
  main: mainMenu,
  quickLinks: footerQuickLinks,
  supportLinks: footerSupportLinks,
};

export const MenusContext = createContext<SiteMenus>(BUILT_IN);

/** The public pages' menus. */
export const useMenus = (): SiteMenus => use(MenusContext);

/**
 * The office settings before the office saves any (server/leads/office-settings.ts stores
 * them).
 */
import { timeZone } from '../app/brand.ts';
import { QUOTE_SWITCHABLE, type QuoteSwitchable } from '../app/forms/quote-fields.ts';
import {
  DEFAULT_HIDDEN_PAGES,
  DEFAULT_PORTFOLIO_COLUMNS,
  type HideablePath,
  type PortfolioColumnCount,
} from '../app/site-options/hideable-pages.ts';
import type { SiteMenus } from '../app/site-options/site-menus.ts';

export const OFFICE_DEFAULTS: {
  timeZone: string;
  requiredQuoteFields: QuoteSwitchable[];
  acknowledge: boolean;
  /** Null until the office saves menus: the specification's are shown (default-menus.ts). */
  menus: SiteMenus | null;
  hiddenPages: HideablePath[];
  portfolioColumns: PortfolioColumnCount;
} = {
  timeZone,
  // SPEC 5: every quote field but the last name is required.
  requiredQuoteFields: [...QUOTE_SWITCHABLE],
  acknowledge: true,
  // Decision 056: the specification's menus and pages, as the brand file's options give them.
  menus: null,
  hiddenPages: DEFAULT_HIDDEN_PAGES,
  portfolioColumns: DEFAULT_PORTFOLIO_COLUMNS,
};

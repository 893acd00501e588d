/**
 * The office's menus, hidden pages and portfolio columns for the page being rendered
 * (decision 056): read from the office settings once per request, the page tagged so that a
 * change drops it from every server's cache and the CDN. The specification's while
 * pre-rendering; the last ones read while the database is away (or when it fails).
 */
import type { RouterContextProvider } from 'react-router';
import { OFFICE_DEFAULTS } from '../../common/office-defaults';
import { SITE_PAGES_TAG } from '../../common/office-settings-tag';
import type { NavLinkItem } from '../content/navigation';
import { defaultMenus } from '../site-options/default-menus';
import {
  DEFAULT_HIDDEN_PAGES,
  DEFAULT_PORTFOLIO_COLUMNS,
  type PortfolioColumnCount,
} from '../site-options/hideable-pages';
import { pagePathOf, type SiteMenus, withoutHidden } from '../site-options/site-menus';
import { showsTags } from './content.server';
import { databaseAwayContext, servicesContext } from './context';

export interface SitePages {
  /** The menus as visitors see them: entries leading to a hidden page left out. */
  menus: SiteMenus;
  hiddenPages: readonly string[];
  portfolioColumns: PortfolioColumnCount;
}

interface Saved {
  menus: SiteMenus | null;
  hiddenPages: readonly string[];
  portfolioColumns: PortfolioColumnCount;
  /** The company's time zone: the calendar a comment's date is read on. */
  timeZone: string;
}

const DEFAULTS: Saved = {
  menus: null,
  hiddenPages: DEFAULT_HIDDEN_PAGES,
  portfolioColumns: DEFAULT_PORTFOLIO_COLUMNS,
  timeZone: OFFICE_DEFAULTS.timeZone,
};

/** What the server last read: what a page rendered without the database shows. */
let lastRead: Saved = DEFAULTS;
/** One reading per request (the root loader, the sitemap and /portfolio may all ask). */
const perRequest = new WeakMap<object, Promise<Saved>>();

async function saved(context: Readonly<RouterContextProvider>): Promise<Saved> {
  const services = context.get(servicesContext);
  if (!services) return DEFAULTS;
  if (context.get(databaseAwayContext)) return lastRead;
  showsTags(context, SITE_PAGES_TAG);
  let reading = perRequest.get(context);
  if (!reading) {
    reading = services.office.settings().then(
      ({ menus, hiddenPages, portfolioColumns, timeZone }) => {
        lastRead = { menus, hiddenPages, portfolioColumns, timeZone };
        return lastRead;
      },
      (error: unknown) => {
        services.failures.failure('office settings', error, '(the last menus read are shown)');
        return lastRead;
      },
    );
    perRequest.set(context, reading);
  }
  return reading;
}

/** The menus, hidden pages and portfolio columns for this page. */
export async function readSitePages(context: Readonly<RouterContextProvider>): Promise<SitePages> {
  const { menus, hiddenPages, portfolioColumns } = await saved(context);
  const hidden = new Set(hiddenPages.map(pagePathOf));
  const shown = menus ?? defaultMenus();
  return {
    menus: {
      main: withoutHidden(shown.main, hidden),
      quickLinks: withoutHidden(shown.quickLinks, hidden) as NavLinkItem[],
      supportLinks: withoutHidden(shown.supportLinks, hidden) as NavLinkItem[],
    },
    hiddenPages,
    portfolioColumns,
  };
}

/** The company's time zone for this page (a comment's day is the office's, decision 054). */
export async function companyZone(context: Readonly<RouterContextProvider>): Promise<string> {
  return (await saved(context)).timeZone;
}

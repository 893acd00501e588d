/**
 * The specification's extra pages an owner may hide in /admin/office/menus (decision 056): the
 * other home layouts, the three team layouts and the 404 Error page. A hidden page answers Not
 * Found at once, leaves the sitemap and the menus; the server decides per request
 * (server/http/page-route.ts), so no rebuild is needed. The brand file's options give the
 * defaults (a page they leave out is hidden until the office shows it).
 */
import * as v from 'valibot';
import { homeLayoutPath, isPageShown, type SiteOptions } from './site-options.ts';

/** The pages that can be hidden, as the office reads them. */
export const HIDEABLE_PAGES = [
  { path: '/home-one', label: 'Home 01' },
  { path: '/home-two', label: 'Home 02' },
  { path: '/home-three', label: 'Home 03' },
  { path: '/home-four', label: 'Home 04' },
  { path: '/team', label: 'Team 01' },
  { path: '/team-two', label: 'Team 02' },
  { path: '/team-three', label: 'Team 03' },
  { path: '/404-error', label: '404 Error' },
] as const;

export type HideablePath = (typeof HIDEABLE_PAGES)[number]['path'];

const HIDEABLE = new Set<string>(HIDEABLE_PAGES.map((page) => page.path));

/**
 * The pages an office may hide under the brand file's options: the home layout at `/` is the
 * home page and stays; a layout the options leave out has no page to hide or show.
 */
export function hideablePages(options: SiteOptions) {
  return HIDEABLE_PAGES.filter(({ path }) => {
    const layout = path.slice(1) as SiteOptions['home'];
    if (layout.startsWith('home-')) {
      const at = homeLayoutPath(layout, options);
      return at !== undefined && at !== '/';
    }
    return isPageShown(path, options);
  });
}

/** Hidden pages before the office chooses: none of the pages the brand file's options keep. */
export const DEFAULT_HIDDEN_PAGES: HideablePath[] = [];

export const hiddenPagesSchema = v.pipe(
  v.array(
    v.picklist(
      HIDEABLE_PAGES.map((page) => page.path),
      'one of the pages that can be hidden',
    ),
    'a list of pages',
  ),
  v.transform((paths) => [...new Set(paths)].sort() as HideablePath[]),
);

/** Whether `path` (a request's path, as the router matches it) is a page the office hid. */
export function isHiddenPage(path: string, hidden: readonly string[]): boolean {
  const page = path
    .replace(/\.data$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return HIDEABLE.has(page) && hidden.includes(page);
}

/** The column counts the portfolio page (/portfolio) may show; 3 is the site's own portfolio. */
export const PORTFOLIO_COLUMNS = [2, 3, 4] as const;
export type PortfolioColumnCount = (typeof PORTFOLIO_COLUMNS)[number];
export const DEFAULT_PORTFOLIO_COLUMNS: PortfolioColumnCount = 3;
export const portfolioColumnsSchema = v.picklist(PORTFOLIO_COLUMNS, '2, 3 or 4 columns');

/**
 * The site's options (app/brand.ts, `options`) as pure functions of those options: which path
 * each home layout lives at and which pages exist at all. The route table, the menus and the
 * search index all ask here, so a page the options hide is gone from every one of them at once.
 * See docs/decisions/019-site-options.md.
 */
import type { Brand } from '../brand';

export type SiteOptions = Brand['options'];
export type HomeLayout = SiteOptions['home'];

/** The four home layouts, in the order of the specification (Home 01 to Home 04). */
export const HOME_LAYOUTS = [
  'home-one',
  'home-two',
  'home-three',
  'home-four',
] as const satisfies readonly HomeLayout[];

/**
 * The template's demo-only pages: alternative layouts of a page the site has in another form.
 * `showDemoPages: false` removes them (and the pages under them, e.g. /blog-standard/page/2).
 * - /team-three: the first six members without social links, which /team shows with them.
 *   (/team-two stays: it is the only page listing every member, and search results for a
 *   person lead there.)
 * - /blog-standard and its later pages: the posts as a list with a sidebar; /blog lists them.
 * - /portfolio/2-columns and /portfolio/4-columns: the projects grid in another column count;
 *   /portfolio/3-columns is the portfolio every "all projects" link of the site leads to.
 * The Not Found destination (/404-error) is not one: the site sends unknown ids there. Only
 * its menu entry is a demo (see DEMO_MENU_PATHS).
 */
export const DEMO_PAGES = [
  '/team-three',
  '/blog-standard',
  '/portfolio/2-columns',
  '/portfolio/4-columns',
] as const;

/** Menu entries that only show the template off; the pages themselves stay. */
export const DEMO_MENU_PATHS = ['/404-error'] as const;

/** The path a layout's own page would have: /home-two. */
const ownPath = (layout: HomeLayout) => `/${layout}`;

/**
 * Where a home layout is a page: `/` for the chosen one (it has no second address, so no
 * duplicate), its own path for the others while `showOtherHomeLayouts` keeps them, else none.
 */
export function homeLayoutPath(layout: HomeLayout, options: SiteOptions): string | undefined {
  if (layout === options.home) return '/';
  return options.showOtherHomeLayouts ? ownPath(layout) : undefined;
}

/** `path` itself or a page under it (/blog-standard/page/2 is under /blog-standard). */
const isAtOrUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Whether a site path (`/team-three`, or a route pattern such as `blog-standard/page/:page`)
 * is a page under these options: a home layout only where homeLayoutPath puts it, a demo page
 * only while `showDemoPages` is on; every other path is unaffected.
 */
export function isPageShown(path: string, options: SiteOptions): boolean {
  const sitePath = path.startsWith('/') ? path : `/${path}`;
  const layout = HOME_LAYOUTS.find((name) => sitePath === ownPath(name));
  if (layout) return homeLayoutPath(layout, options) === sitePath;
  if (options.showDemoPages) return true;
  return !DEMO_PAGES.some((demo) => isAtOrUnder(sitePath, demo));
}

/** Whether a menu may link to a path: a page that is shown and not a demo-only entry. */
export function isMenuPathShown(path: string, options: SiteOptions): boolean {
  if (!options.showDemoPages && (DEMO_MENU_PATHS as readonly string[]).includes(path)) {
    return false;
  }
  return isPageShown(path, options);
}

/**
 * A home layout's name and canonical path for its meta tags: at `/` it is the home page (the
 * site's home title, no name); elsewhere it is named after itself ("Home Three"). Home pages
 * have no breadcrumb bar, so none in their structured data either.
 */
export function homeLayoutMeta(
  layout: HomeLayout,
  name: string,
  options: SiteOptions,
): { name?: string; path: string; breadcrumb: false } {
  return layout === options.home
    ? { path: '/', breadcrumb: false }
    : { name, path: ownPath(layout), breadcrumb: false };
}

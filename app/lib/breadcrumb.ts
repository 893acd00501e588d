/** One step of a breadcrumb trail. */
export interface Crumb {
  /** Link text. */
  label: string;
  /** Root-relative path. */
  to: string;
}

/** What a page's banner says about its place in the site (the props `PageBanner` takes). */
export interface BreadcrumbSpec {
  /** The page title. */
  title: string;
  /** Label of the current page in the breadcrumb; defaults to the title. */
  crumb?: string;
  /** A page between Home and this one (page 2 of a list: the list). */
  parent?: Crumb;
}

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { label: 'Home', to: '/' };

/** The linked steps before the current page: Home, then the parent if there is one. */
export function breadcrumbLinks(parent?: Crumb): Crumb[] {
  return parent ? [HOME_CRUMB, parent] : [HOME_CRUMB];
}

/** The whole trail the banner shows, ending with the current page at `path`. */
export function breadcrumbTrail({ title, crumb = title, parent }: BreadcrumbSpec, path: string) {
  return [...breadcrumbLinks(parent), { label: crumb, to: path }];
}

/** One page of a list, with what a pager needs to know about it. */
export interface Page<T> {
  /** The items on this page. */
  items: readonly T[];
  /** Zero-based index of this page, after clamping. */
  pageIndex: number;
  /** Total number of pages (at least 1, so an empty list still has a first page). */
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Total pages for `total` items: the count divided by the page size, rounded up (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A zero-based page index forced into 0…count-1; anything not a number becomes 0. */
export function clampPageIndex(pageIndex: number, count: number): number {
  if (!Number.isFinite(pageIndex)) return 0;
  return Math.min(Math.max(0, Math.floor(pageIndex)), Math.max(0, count - 1));
}

/** The page at `pageIndex` (zero-based; out-of-range indexes clamp to the first or last page). */
export function paginate<T>(items: readonly T[], pageIndex: number, pageSize: number): Page<T> {
  const count = pageCount(items.length, pageSize);
  const index = clampPageIndex(pageIndex, count);
  const start = index * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    pageIndex: index,
    pageCount: count,
    hasPrevious: index > 0,
    hasNext: index < count - 1,
  };
}

/**
 * The URL of a zero-based page: the list's own path for the first page, then
 * `/page/n` (1-based) under it, e.g. `/blog`, `/blog/page/2`.
 */
export function pagePath(basePath: string, pageIndex: number): string {
  return pageIndex <= 0 ? basePath : `${basePath}/page/${pageIndex + 1}`;
}

/** The URL of every page of a list, first page first. */
export function pagePaths(basePath: string, count: number): string[] {
  return Array.from({ length: Math.max(1, count) }, (_, index) => pagePath(basePath, index));
}

/**
 * Where a requested 1-based page number belongs: its page's URL when the page exists, else
 * `notFound`. Only plain numbers count ("2", not "02", "2.0" or " 2").
 */
export function pageTarget(
  basePath: string,
  requested: string,
  count: number,
  notFound: string,
): string {
  const page = /^[1-9][0-9]*$/.test(requested) ? Number(requested) : 0;
  return page >= 1 && page <= count ? pagePath(basePath, page - 1) : notFound;
}

/** The page's name in titles and banners: "Blog" for the first page, "Blog – Page 2" after it. */
export function pageName(name: string, pageIndex: number): string {
  return pageIndex <= 0 ? name : `${name} – Page ${pageIndex + 1}`;
}

/** What a list's page shows in its banner: "Blog", or "Blog – Page 2" with Home › Blog › Page 2. */
export function pageBanner(name: string, basePath: string, pageIndex: number) {
  if (pageIndex <= 0) return { title: name };
  return {
    title: pageName(name, pageIndex),
    crumb: `Page ${pageIndex + 1}`,
    parent: { label: name, to: basePath },
  };
}

/** Where a list's page is, as a sentence after its introduction: "Page 1 of 2." */
export function pageOf({ pageIndex, pageCount }: { pageIndex: number; pageCount: number }) {
  return `Page ${pageIndex + 1} of ${pageCount}.`;
}

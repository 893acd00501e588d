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

/** Reads the 1-based `?page=` value of a URL as a zero-based index (missing or invalid → 0). */
export function pageIndexFromParam(param: string | null): number {
  const page = Number(param);
  return param && Number.isInteger(page) && page > 0 ? page - 1 : 0;
}

/** The URL of a zero-based page: the bare path for the first page, `?page=n` (1-based) after it. */
export function pageHref(basePath: string, pageIndex: number): string {
  return pageIndex <= 0 ? basePath : `${basePath}?page=${pageIndex + 1}`;
}

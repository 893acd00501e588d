/** Leads on one page of the list (browser-safe: the list's pager reads it too). */
export const LIST_PAGE_SIZE = 25;

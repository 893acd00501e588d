/** The render-cache tag of pages that show an office setting (the quote form). */
export const OFFICE_SETTINGS_TAG = 'office-settings';

/**
 * The render-cache tag of what shows the office's menus and hidden pages (decision 056): every
 * public page (its header and footer), the sitemap and /portfolio.
 */
export const SITE_PAGES_TAG = 'site-pages';

/**
 * The office settings every public page shows (menus, hidden pages, the portfolio's columns),
 * and the time zone a post's comments are dated in (read with them, once a request).
 */
export const SITE_PAGES_SETTINGS = [
  'menus',
  'hiddenPages',
  'portfolioColumns',
  'timeZone',
] as const;

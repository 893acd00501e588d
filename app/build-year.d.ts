/** The year the site was built (plugins/build-year.ts); app/lib/site-year.ts reads it. */
declare const __BUILD_YEAR__: number;

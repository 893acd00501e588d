/**
 * The days of Web Vitals reports the statistics screen sums up (server/store/vitals.ts reads
 * them).
 */

/** The window the inbox summarises, as the Chrome UX Report does. */
export const VITALS_WINDOW_DAYS = 28;

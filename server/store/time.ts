/** ISO 8601 UTC, the one time format stored (sorts as text on both databases). */
export const isoNow = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

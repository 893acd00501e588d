/**
 * A visitor's browser asking not to be counted: the stats ingest and the form handler both
 * read it.
 */

/** True when the browser asked not to be tracked: Sec-GPC: 1 or DNT: 1. */
export function optsOut(headers: Headers): boolean {
  return headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1';
}

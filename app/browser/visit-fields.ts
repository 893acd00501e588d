import { VISIT_FIELDS } from '../forms/visit-source';
import { visitEntry } from './visit-entry';

/**
 * The visit's source as the form's script sends it, read as it is sent: the page now, the
 * visit's first address and the site that sent it (./visit-entry.ts: the tab's own history, as
 * pages load one after another), or else the address this document was first loaded at (the
 * navigation entry: client-side navigation does not change it) and the document's referrer.
 * The server keeps only what passes app/forms/visit-source.ts (path only, five campaign
 * parameters). Nothing is written to cookies or storage.
 */
export function visitFields(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  const visit = visitEntry();
  // This document is the first page the tab shows of the visit, yet it was reached from one of
  // our own pages: where the visit began is not known here. Left blank, so the server takes it
  // from its own record of the visit (decision 052).
  const fromUs = document.referrer.startsWith(`${location.origin}/`);
  const unknown = { [VISIT_FIELDS.sourcePage]: window.location.pathname };
  if (visit) {
    if (fromUs && visit.current) return unknown;
    return {
      [VISIT_FIELDS.sourcePage]: window.location.pathname,
      [VISIT_FIELDS.entryPage]: visit.url,
      [VISIT_FIELDS.referrer]: visit.referrer,
    };
  }
  // Older browsers (and test DOMs) have no navigation entry: the page now is the entry then.
  const entries =
    typeof performance?.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])
      : [];
  const navigation = entries[0];
  if (fromUs) return unknown;
  return {
    [VISIT_FIELDS.sourcePage]: window.location.pathname,
    [VISIT_FIELDS.entryPage]: navigation?.name || window.location.href,
    [VISIT_FIELDS.referrer]: document.referrer,
  };
}

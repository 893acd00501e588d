import { VISIT_FIELDS } from '../forms/visit-source';

/**
 * The visit's source as the form's script sends it, read from the page at the moment it is
 * sent and kept nowhere: the page now, the address this document was first loaded at (the
 * navigation entry: client-side navigation does not change it) and the document's referrer.
 * The server keeps only what passes app/forms/visit-source.ts (path only, five campaign
 * parameters). Nothing is written to cookies, storage or history.
 */
export function visitFields(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  // Older browsers (and test DOMs) have no navigation entry: the page now is the entry then.
  const entries =
    typeof performance?.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])
      : [];
  const navigation = entries[0];
  return {
    [VISIT_FIELDS.sourcePage]: window.location.pathname,
    [VISIT_FIELDS.entryPage]: navigation?.name || window.location.href,
    [VISIT_FIELDS.referrer]: document.referrer,
  };
}

import type { VisitSource } from '../../app/forms/visit-source.ts';

/** A lead's visit source as its `submissions` columns (all null when not known). */
export function sourceColumns(source: VisitSource | undefined) {
  const utm = source && Object.keys(source.utm).length > 0 ? JSON.stringify(source.utm) : null;
  return {
    source_page: source?.sourcePage ?? null,
    entry_page: source?.entryPage ?? null,
    referrer: source?.referrer ?? null,
    utm,
  };
}

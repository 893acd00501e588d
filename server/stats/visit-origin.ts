/**
 * Where a visit began, as the server itself saw it (issue 31, decision 052): the page views of
 * the day's visitor key up to the moment a lead is sent. The visit a lead was sent in is the
 * latest that began before it (its latest entry view that day); when no entry view was counted
 * (the landing page's beacon never left), the key's first view that day stands for it. Only
 * what decision 036 already keeps is read: a path, a referring host and three campaign values.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SubmissionVisitColumns } from './tables.ts';

/** The start of a visit: its first page, the referring site's host and its campaign. */
export interface VisitOrigin {
  path: string;
  referrer: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null };
}

/** The start of the visit `visit` was in at `at` (ISO time); undefined when none is known. */
export async function visitOrigin(
  db: Kysely<Database>,
  visit: SubmissionVisitColumns,
  at: string,
): Promise<VisitOrigin | undefined> {
  const { visitor_key: key, visit_day: day } = visit;
  if (!key || !day) return undefined;
  const views = db
    .selectFrom('page_views')
    .select(['path', 'entry', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign'])
    .where('visitor', '=', key)
    .where('day', '=', day)
    .where('created_at', '<=', at);
  const row =
    (await views
      .where('entry', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst()) ?? (await views.orderBy('created_at').orderBy('id').executeTakeFirst());
  if (!row) return undefined;
  const entry = Number(row.entry) === 1;
  return {
    path: row.path,
    referrer: entry ? row.referrer : null,
    utm: entry
      ? { source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign }
      : { source: null, medium: null, campaign: null },
  };
}

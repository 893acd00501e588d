/**
 * The pages of the visit a lead was sent from (issue 20): the page views with the lead's visitor
 * key on its visit day, by time. None when the browser asked not to be tracked (no key), or when
 * the day's raw views are gone (kept 30 days).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { VisitPage } from './report-types.ts';

export async function visitPages(db: Kysely<Database>, submissionId: number): Promise<VisitPage[]> {
  const lead = await db
    .selectFrom('submissions')
    .select(['visitor_key', 'visit_day'])
    .where('id', '=', submissionId)
    .executeTakeFirst();
  if (!lead?.visitor_key || !lead.visit_day) return [];
  const views = await db
    .selectFrom('page_views')
    .select(['created_at', 'path', 'entry'])
    .where('visitor', '=', lead.visitor_key)
    .where('day', '=', lead.visit_day)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return views.map((view) => ({
    at: view.created_at,
    path: view.path,
    entry: Number(view.entry) === 1,
  }));
}

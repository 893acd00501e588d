/**
 * The pipeline's leads as export rows: what was sent, where it stands, who owns it, where it
 * came from and its dates, with the list's filter. The app writes them as CSV (app/lib/csv.ts
 * defuses formulas).
 */
import type { Kysely } from 'kysely';
import { extraWords } from '../../app/forms/quote-extra-words.ts';
import type { LeadExportRow } from '../../common/lead-export-header.ts';
import type { Database } from '../db/schema.ts';
import { sentFieldsOf } from '../store/sent-fields.ts';
import { stringRecord } from './lead-detail.ts';
import { type FilterClock, type LeadFilter, leadCondition } from './lead-filter.ts';

/** The extras' columns, in words. */
const extrasColumns = (details: Record<string, string>) => ({
  site_address: details.siteAddress ?? null,
  budget: details.budget ? extraWords('budget', details.budget) : null,
  start: details.start ? extraWords('start', details.start) : null,
  visit_times: details.visitTimes ?? null,
});

export const EXPORT_LIMIT = 100_000;

export async function exportLeads(
  db: Kysely<Database>,
  filter: LeadFilter,
  clock: FilterClock,
): Promise<LeadExportRow[]> {
  const rows = await db
    .selectFrom('submissions')
    .leftJoin('users', 'users.id', 'submissions.owner_id')
    .selectAll('submissions')
    .select(['users.name as owner_name', 'users.email as owner_email'])
    .select((eb) =>
      eb
        .selectFrom('lead_files')
        .select(eb.fn.countAll().as('n'))
        .whereRef('lead_files.submission_id', '=', 'submissions.id')
        .as('file_count'),
    )
    .where(leadCondition(filter, clock))
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(EXPORT_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    created_at: row.created_at,
    stage: row.stage,
    lost_reason: row.lost_reason,
    owner: row.owner_name,
    owner_email: row.owner_email,
    estimated_value: row.estimated_value === null ? null : Number(row.estimated_value),
    follow_up_on: row.follow_up_on,
    first_reply_at: row.first_reply_at,
    touched_at: row.touched_at,
    ...sentFieldsOf(row),
    source_page: row.source_page,
    entry_page: row.entry_page,
    referrer: row.referrer,
    // utm_source=news; utm_medium=mail: readable in a spreadsheet cell.
    utm: Object.entries(stringRecord(row.utm))
      .map(([key, value]) => `${key}=${value}`)
      .join('; '),
    ...extrasColumns(stringRecord(row.details)),
    files: Number(row.file_count ?? 0),
  }));
}

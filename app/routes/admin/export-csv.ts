import { data } from 'react-router';
import { LEAD_EXPORT_HEADER } from '../../../common/lead-export-header';
import { parseLeadFilter } from '../../../common/lead-filter';
import { isRefusal } from '../../../common/refusal';
import type { Services } from '../../../server/services';
import { toCsv } from '../../lib/csv';
import { requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/export-csv';

const OTHER_KINDS = ['comment', 'subscriber'] as const;
const OTHER_HEADER = ['id', 'kind', 'created_at', 'status', 'name', 'email', 'post', 'message'];

/** Comments or sign-ups, as the inbox lists them. */
async function otherRows(services: Services, kind: (typeof OTHER_KINDS)[number], query: string) {
  const entries = await services.submissions.inbox.list({ kind, query, limit: 100_000 });
  return entries.map((e) => [
    e.id,
    e.kind,
    e.createdAt,
    e.status,
    e.name,
    e.email,
    e.postSlug,
    e.message,
  ]);
}

/** The leads with the list's filter (stage, owner, source, dates), as the pipeline keeps them. */
async function leadRows(services: Services, params: URLSearchParams) {
  try {
    const rows = await services.leads.export(parseLeadFilter(params));
    return rows.map((row) => LEAD_EXPORT_HEADER.map((column) => row[column]));
  } catch (error) {
    if (isRefusal(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

/**
 * The inbox as CSV with the filter of the screen it was asked from; only with a session. Cells
 * that start like a formula are defused (app/lib/csv.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const other = OTHER_KINDS.find((known) => known === params.get('kind'));
  const [header, rows] = other
    ? [OTHER_HEADER, await otherRows(services, other, (params.get('q') ?? '').slice(0, 200))]
    : [[...LEAD_EXPORT_HEADER], await leadRows(services, params)];
  return new Response(`\uFEFF${toCsv(header, rows)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inbox-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}

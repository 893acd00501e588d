import type { InboxKind } from '../../../server/store/inbox';
import { toCsv } from '../../lib/csv';
import { requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/export-csv';

const KINDS: readonly InboxKind[] = ['quote', 'message', 'comment', 'subscriber'];
const HEADER = [
  'id',
  'kind',
  'created_at',
  'status',
  'name',
  'email',
  'phone',
  'company',
  'website',
  'service',
  'subject',
  'message',
  'post',
  'mail',
];

/** The inbox as CSV, with the same filter as the page; only with a session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const kind = KINDS.find((known) => known === params.get('kind'));
  const entries = await services.inbox.list({ kind, query: params.get('q') ?? '', limit: 100_000 });
  const rows = entries.map((e) => [
    e.id,
    e.kind,
    e.createdAt,
    e.status,
    e.name,
    e.email,
    e.phone,
    e.company,
    e.website,
    e.service,
    e.subject,
    e.message,
    e.postSlug,
    e.mail,
  ]);
  return new Response(`\uFEFF${toCsv(HEADER, rows)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inbox-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}

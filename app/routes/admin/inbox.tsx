import { data } from 'react-router';
import type { InboxKind } from '../../../server/store/inbox';
import { VITALS_WINDOW_DAYS } from '../../../server/store/vitals';
import { buildMeta } from '../../lib/meta';
import { requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/inbox';
import { ScreenTitle } from './admin-shell';
import { InboxList } from './inbox-list';
import { SpamLink } from './spam/spam-link';
import { VitalsReport } from './vitals-report';

const KINDS: readonly InboxKind[] = ['quote', 'message', 'comment', 'subscriber'];
const STATUSES = ['new', 'handled', 'approved'] as const;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.state === 'speed' ? 'Site speed' : 'Leads',
    path: '/admin',
    noIndex: true,
  });

/** The inbox's filter as read from the address: kind and search words. */
function filterOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const kind = KINDS.find((known) => known === params.get('kind'));
  const query = (params.get('q') ?? '').slice(0, 200);
  return { kind, query };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Owners and editors both read the leads.
  const { services } = await requireUser(request, context);
  // Visitors' page speed per route (decision 017): a view of the inbox, not a route of its own,
  // because every route adds to the manifest every page loads.
  if (new URL(request.url).searchParams.get('view') === 'speed') {
    return {
      state: 'speed' as const,
      routes: await services.vitals.summary(),
      days: VITALS_WINDOW_DAYS,
    };
  }
  const filter = filterOf(request);
  // The office reads the service's name, not its slug (a service since removed keeps its slug).
  const [list, offered, spamCount] = await Promise.all([
    services.inbox.list(filter),
    services.content.published.services(),
    services.spam.count(),
  ]);
  const titles = new Map(offered.map((service) => [service.slug, service.title]));
  const entries = list.map((entry) => ({
    ...entry,
    service: entry.service ? (titles.get(entry.service) ?? entry.service) : null,
  }));
  return { state: 'open' as const, filter, entries, isMailOn: services.isMailOn, spamCount };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = await requireUser(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'set-status') {
    const id = Number(form.get('id'));
    const status = STATUSES.find((known) => known === form.get('status'));
    if (!Number.isInteger(id) || id < 1 || !status) {
      throw data('That change could not be read.', { status: 400 });
    }
    if (!(await services.inbox.setStatus(id, status))) {
      throw data('That entry does not exist.', { status: 404 });
    }
    return { done: true };
  }
  throw data('Unknown action.', { status: 400 });
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'speed') {
    return (
      <>
        <ScreenTitle title="Site speed" />
        <VitalsReport routes={loaderData.routes} days={loaderData.days} />
      </>
    );
  }
  return (
    <>
      <ScreenTitle
        title="Leads"
        intro="Quote requests, messages, comments and newsletter sign-ups, newest first."
      />
      <SpamLink count={loaderData.spamCount} />
      <InboxList
        entries={loaderData.entries}
        filter={loaderData.filter}
        isMailOn={loaderData.isMailOn}
      />
    </>
  );
}

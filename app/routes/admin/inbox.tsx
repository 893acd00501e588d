import { data, redirect } from 'react-router';
import { isRowId } from '../../../common/row-id';
import { buildMeta } from '../../lib/meta';
import { requireUser } from '../../server/admin-session.server';
import type { Route } from './+types/inbox';
import { ScreenTitle } from './admin-shell';
import { InboxList, type OtherKind } from './inbox-list';
import { ClockNote, CompanyClock } from './kit';
import { InboxHome } from './leads/inbox-home';

const OTHER_KINDS: readonly OtherKind[] = ['comment', 'subscriber'];
// Leads moved to the pipeline's stages; comments keep new/approved.
const STATUSES = ['new', 'approved'] as const;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.state === 'others' ? 'Comments and sign-ups' : 'Leads',
    path: '/admin',
    noIndex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  // Owners and editors both read the leads.
  const { services } = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  // Visitors' page speed (decision 017) lives beside the statistics now (issue 20).
  if (params.get('view') === 'speed') throw redirect('/admin/stats?view=speed', { status: 302 });
  // Comments are moderated on their own screen now (decision 054).
  if (params.get('kind') === 'comment') throw redirect('/admin/comments', { status: 302 });
  const kind = OTHER_KINDS.find((known) => known === params.get('kind'));
  if (kind) {
    const query = (params.get('q') ?? '').slice(0, 200);
    return {
      state: 'others' as const,
      filter: { kind, query },
      entries: await services.submissions.inbox.list({ kind, query }),
      timeZone: (await services.office.settings()).timeZone,
    };
  }
  // The inbox's old addresses (?kind=quote, ?q=…) are the pipeline's list now.
  if (params.has('kind') || params.has('q')) {
    throw redirect(`/admin/leads?${params}`, { status: 302 });
  }
  const [summary, clock, spamCount] = await Promise.all([
    services.leads.home(),
    services.leads.clock(),
    services.spam.count(),
  ]);
  return {
    state: 'home' as const,
    summary,
    timeZone: clock.timeZone,
    isMailOn: services.isMailOn,
    spamCount,
  };
}

/**
 * Approving a comment (or withdrawing it) from the inbox's old list: the Comments screen's
 * change, audited (decision 054). The leads' changes post to /admin/leads.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'set-status') {
    const id = Number(form.get('id'));
    const status = STATUSES.find((known) => known === form.get('status'));
    if (!isRowId(id) || !status) {
      throw data('That change could not be read.', { status: 400 });
    }
    const { person } = signedIn;
    const kind = status === 'approved' ? 'approve' : 'unapprove';
    if (!(await services.comments.moderate(id, { kind }, { id: person.id, email: person.email }))) {
      throw data('That comment does not exist.', { status: 404 });
    }
    return { done: true };
  }
  throw data('Unknown action.', { status: 400 });
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'others') {
    return (
      <CompanyClock zone={loaderData.timeZone}>
        <ScreenTitle
          title="Comments and sign-ups"
          intro="Blog comments waiting for approval, and newsletter sign-ups, newest first."
        />
        <ClockNote />
        <InboxList entries={loaderData.entries} filter={loaderData.filter} />
      </CompanyClock>
    );
  }
  return (
    <CompanyClock zone={loaderData.timeZone}>
      <InboxHome
        summary={loaderData.summary}
        isMailOn={loaderData.isMailOn}
        spamCount={loaderData.spamCount}
      />
    </CompanyClock>
  );
}

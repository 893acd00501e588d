import { data, redirect } from 'react-router';
import type { InboxKind } from '../../../server/store/inbox';
import { VITALS_WINDOW_DAYS } from '../../../server/store/vitals';
import { getServiceBySlug } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import {
  isHttps,
  requireSession,
  servicesOf,
  sessionCookie,
  sessionToken,
  signInWait,
} from '../../server/admin-session.server';
import type { Route } from './+types/inbox';
import { InboxClosed, SignInForm } from './inbox-gate';
import { InboxList } from './inbox-list';
import { VitalsReport } from './vitals-report';

const KINDS: readonly InboxKind[] = ['quote', 'message', 'comment', 'subscriber'];
const STATUSES = ['new', 'handled', 'approved'] as const;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.state === 'speed' ? 'Site speed' : 'Inbox',
    path: '/admin',
    noIndex: true,
  });

export const headers = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

/** The inbox's filter as read from the address: kind and search words. */
function filterOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const kind = KINDS.find((known) => known === params.get('kind'));
  const query = (params.get('q') ?? '').slice(0, 200);
  return { kind, query };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  if (!services.inbox.isOpen) return { state: 'closed' as const };
  if (!(await services.inbox.isSignedIn(sessionToken(request)))) {
    return { state: 'signed-out' as const };
  }
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
  // The office reads the service's name, not its slug.
  const entries = (await services.inbox.list(filter)).map((entry) => ({
    ...entry,
    service: entry.service ? (getServiceBySlug(entry.service)?.title ?? entry.service) : null,
  }));
  return { state: 'open' as const, filter, entries, isMailOn: services.isMailOn };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'sign-in') {
    if (!services.inbox.isOpen) throw data('The inbox is closed.', { status: 403 });
    const wait = signInWait(context);
    if (wait > 0) {
      return data(
        { error: `Too many attempts. Please wait ${Math.ceil(wait / 60)} minutes and try again.` },
        { status: 429, headers: { 'Retry-After': String(wait) } },
      );
    }
    const password = form.get('password');
    if (typeof password !== 'string' || !services.inbox.checkPassword(password)) {
      return data({ error: 'That password is not right.' }, { status: 401 });
    }
    const token = await services.inbox.startSession();
    throw redirect('/admin', {
      status: 303,
      headers: { 'Set-Cookie': sessionCookie(token, isHttps(context)) },
    });
  }
  if (intent === 'sign-out') {
    await services.inbox.signOut(sessionToken(request));
    throw redirect('/admin', {
      status: 303,
      headers: { 'Set-Cookie': sessionCookie(null, isHttps(context)) },
    });
  }
  await requireSession(request, context);
  if (intent === 'set-status') {
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

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <>
      {loaderData.state === 'speed' ? (
        <PageBanner title="Site speed" parent={{ label: 'Inbox', to: '/admin' }} />
      ) : (
        <PageBanner title="Inbox" />
      )}
      <section className="section container-site">
        {loaderData.state === 'closed' && <InboxClosed />}
        {loaderData.state === 'signed-out' && <SignInForm error={error} />}
        {loaderData.state === 'open' && (
          <InboxList
            entries={loaderData.entries}
            filter={loaderData.filter}
            isMailOn={loaderData.isMailOn}
          />
        )}
        {loaderData.state === 'speed' && (
          <VitalsReport routes={loaderData.routes} days={loaderData.days} />
        )}
      </section>
    </>
  );
}

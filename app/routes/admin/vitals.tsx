import { redirect } from 'react-router';
import { VITALS_WINDOW_DAYS } from '../../../server/store/vitals';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { servicesOf, sessionToken } from '../../server/admin-session.server';
import type { Route } from './+types/vitals';
import { VitalsReport } from './vitals-report';

export const meta = () => buildMeta({ name: 'Site speed', path: '/admin/vitals', noIndex: true });

export const headers = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

/** Visitors' page speed per route; behind the inbox's sign-in (signed out: the sign-in form). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  if (!services.inbox.isOpen || !(await services.inbox.isSignedIn(sessionToken(request)))) {
    throw redirect('/admin');
  }
  return { routes: await services.vitals.summary(), days: VITALS_WINDOW_DAYS };
}

export default function Vitals({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Site speed" parent={{ label: 'Inbox', to: '/admin' }} />
      <section className="section container-site">
        <VitalsReport routes={loaderData.routes} days={loaderData.days} />
      </section>
    </>
  );
}

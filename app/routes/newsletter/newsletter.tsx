import { pageFormAction } from '../../forms/handle-submission.server';
import type { IslandsHandle } from '../../islands/islands-page';
import { SubscribeForm } from '../../layout/footer/subscribe-form';
import { PageBanner } from '../../layout/page-banner';
import { useContact } from '../../layout/use-contact';
import { buildMeta } from '../../lib/meta';
import { pageIntro } from '../../server/page-intro.server';
import type { Route } from './+types/newsletter';

// The sign-up is the site-form island: served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: 'Newsletter',
    description: loaderData?.intro.description,
    path: '/newsletter',
    noIndex: true,
  });

export async function loader({ context }: Route.LoaderArgs) {
  return { intro: await pageIntro(context, 'newsletter') };
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

/** The footer form's post without script lands here: a 303 to the thank-you page, or this page. */
export function action({ request, context }: Route.ActionArgs) {
  return pageFormAction({ request, context, kind: 'subscribe' });
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const contact = useContact();
  return (
    <>
      <PageBanner title="Newsletter" />
      <section className="section container-site">
        <div className="flex max-w-2xl flex-col gap-6">
          <p className="text-lg text-fg-muted">{loaderData.intro.lead}</p>
          <SubscribeForm contact={contact} initial={actionData} tone="default" />
        </div>
      </section>
    </>
  );
}

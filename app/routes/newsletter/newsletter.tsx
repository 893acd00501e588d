import { site } from '../../content/site';
import { pageFormAction } from '../../forms/handle-submission.server';
import { SubscribeForm } from '../../layout/footer/subscribe-form';
import { PageBanner } from '../../layout/page-banner';
import { useContact } from '../../layout/use-contact';
import { buildMeta } from '../../lib/meta';
import type { Route } from './+types/newsletter';

export const meta = () =>
  buildMeta({
    name: 'Newsletter',
    description: `News from ${site.name}: projects, building tips and company news, a few times a year.`,
    path: '/newsletter',
    noIndex: true,
  });

export const headers = () => ({ 'Cache-Control': 'no-store' });

/** The footer form's post without script lands here: a 303 to the thank-you page, or this page. */
export function action({ request, context }: Route.ActionArgs) {
  return pageFormAction({ request, context, kind: 'subscribe' });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const contact = useContact();
  return (
    <>
      <PageBanner title="Newsletter" />
      <section className="section container-site">
        <div className="flex max-w-2xl flex-col gap-6">
          <p className="text-lg text-fg-muted">
            A few times a year we write about the projects we finish, with tips for your own. Leave
            your address and we will add it once; every mail has a link to unsubscribe.
          </p>
          <SubscribeForm contact={contact} initial={actionData} tone="default" />
        </div>
      </section>
    </>
  );
}

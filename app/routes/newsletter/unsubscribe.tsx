import { data, Form } from 'react-router';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { servicesContext } from '../../server/context';
import type { Route } from './+types/unsubscribe';

export const meta = () =>
  buildMeta({ name: 'Unsubscribe', path: '/newsletter/unsubscribe', noIndex: true });

// A button that posts and an answer: plain HTML with the shell's islands (decision 047).
export const handle: IslandsHandle = { islands: true };

export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

/**
 * Unsubscribes on a POST only: the page's button, or a mail program's one-click request
 * (RFC 8058). Opening the link never unsubscribes, so link scanners cannot do it by accident.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const done = await services.newsletter.unsubscribe(params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Unsubscribe" />
      <section className="section container-site">
        <div className="flex max-w-2xl flex-col items-start gap-6">
          <div role="status" className="text-lg text-fg">
            {actionData?.done === true &&
              'You are unsubscribed. We will not send you our news again.'}
            {actionData?.done === false &&
              'This link is not valid any more. If you still get our mails, reply to one and we will remove you by hand.'}
          </div>
          {actionData?.done === undefined ? (
            <Form method="post" className="flex flex-col items-start gap-4">
              <p className="text-lg text-fg-muted">
                Stop receiving our newsletter at this address?
              </p>
              <Button type="submit">Unsubscribe</Button>
            </Form>
          ) : (
            <ButtonLink to="/">Back to Home</ButtonLink>
          )}
        </div>
      </section>
    </>
  );
}

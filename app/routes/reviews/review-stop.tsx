import { data, Form } from 'react-router';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { servicesContext } from '../../server/context';
import type { Route } from './+types/review-stop';

export const meta = () =>
  buildMeta({ name: 'No more review mails', path: '/review/stop', noIndex: true });

// A button that posts and an answer: plain HTML with the shell's islands (decision 047).
export const handle: IslandsHandle = { islands: true };

export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

/**
 * Stops a customer's review mails (decision 061) on a POST only: the page's button, or a mail
 * program's one-click request (RFC 8058). Opening the link stops nothing, so a link scanner
 * cannot. No account: the link's random token is the customer's.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const done = await services.reviews.stop(params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

export default function ReviewStop({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="No more review mails" />
      <section className="section container-site">
        <div className="flex max-w-2xl flex-col items-start gap-6">
          <div role="status" className="text-lg text-fg">
            {actionData?.done === true &&
              'Done: we will not ask you for a review again. Thank you for choosing us.'}
            {actionData?.done === false &&
              'This link is not valid. If you still get our review mails, reply to one and we will stop them by hand.'}
          </div>
          {actionData?.done === undefined ? (
            <Form method="post" className="flex flex-col items-start gap-4">
              <p className="text-lg text-fg-muted">
                Stop the mails asking you for a review of our work?
              </p>
              <Button type="submit">Stop review mails</Button>
            </Form>
          ) : (
            <ButtonLink to="/">Back to Home</ButtonLink>
          )}
        </div>
      </section>
    </>
  );
}

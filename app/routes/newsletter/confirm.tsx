import { data, Form } from 'react-router';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { servicesContext } from '../../server/context';
import type { Route } from './+types/confirm';

export const meta = () =>
  buildMeta({ name: 'Confirm your subscription', path: '/newsletter/confirm', noIndex: true });

// A button that posts and an answer: plain HTML with the shell's islands (decision 047).
export const handle: IslandsHandle = { islands: true };

export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

const WORDS = {
  confirmed:
    'Thank you: your subscription is confirmed. Every mail we send has a link to unsubscribe.',
  ended:
    'This address has unsubscribed since, so nothing was changed. Sign up again on our site to get our news.',
  unknown: 'This link is not valid any more. Sign up again on our site to get our news.',
} as const;

/**
 * Confirms a newsletter sign-up (double opt-in, decision 035) on a POST only, like the
 * unsubscribe page: opening the link shows a button, so a mail scanner that follows links
 * confirms nothing. A second confirm reads the same (idempotent).
 */
export async function action({ params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const outcome = await services.newsletter.confirm(params.token);
  return data({ outcome }, { status: outcome === 'unknown' ? 404 : 200 });
}

export default function Confirm({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Confirm your subscription" />
      <section className="section container-site">
        <div className="flex max-w-2xl flex-col items-start gap-6">
          <div role="status" className="text-lg text-fg">
            {actionData && WORDS[actionData.outcome]}
          </div>
          {actionData === undefined ? (
            <Form method="post" className="flex flex-col items-start gap-4">
              <p className="text-lg text-fg-muted">Start receiving our news at this address?</p>
              <Button type="submit">Confirm my subscription</Button>
            </Form>
          ) : (
            <ButtonLink to="/">Back to Home</ButtonLink>
          )}
        </div>
      </section>
    </>
  );
}

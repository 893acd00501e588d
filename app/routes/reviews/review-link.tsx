import { data, redirect } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { servicesContext } from '../../server/context';
import type { Route } from './+types/review-link';

export const meta = () => buildMeta({ name: 'Write a review', path: '/review', noIndex: true });

// Plain HTML with the shell's islands when it is not a redirect (decision 047).
export const handle: IslandsHandle = { islands: true };

export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

const WORDS = {
  off: 'We are not collecting reviews through this link any more. Thank you for thinking of us.',
  unknown:
    'This link is not one of ours, or it was cut short. Please copy the whole link from the mail.',
} as const;

/**
 * The review link of a review request (decision 061): the same review page for every customer,
 * reached through this address so the office knows it was followed (no reminder follows). The
 * token is random; nothing personal is in the address.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services) throw data(null, { status: 503 });
  const followed = await services.reviews.follow(params.token);
  if (followed.found && followed.link) throw redirect(followed.link, 303);
  const state = followed.found ? ('off' as const) : ('unknown' as const);
  return data({ state }, { status: followed.found ? 410 : 404 });
}

export default function ReviewLink({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Write a review" />
      <section className="section container-site">
        <div className="flex max-w-2xl flex-col items-start gap-6">
          <p className="text-lg text-fg">{WORDS[loaderData.state]}</p>
          <ButtonLink to="/">Back to Home</ButtonLink>
        </div>
      </section>
    </>
  );
}

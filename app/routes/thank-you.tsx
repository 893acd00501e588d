import { data } from 'react-router';
import { isVisitToken, visitPath } from '../../common/visit-token';
import { SentConfirmation } from '../components/form/sent-confirmation';
import { THANK_YOU_PAGES as PAGES } from '../forms/thank-you-words';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { useContact } from '../layout/use-contact';
import { buildMeta } from '../lib/meta';
import { postPath } from '../lib/paths';
import { contentOf } from '../server/content.server';
import { visitorAnswer } from '../server/visitor-answer.server';
import type { Route } from './+types/thank-you';

type Kind = keyof typeof PAGES;
/** One of the pages' own keys: `constructor`, `toString` and other inherited names are not. */
const isKind = (kind: string | undefined): kind is Kind =>
  kind !== undefined && Object.hasOwn(PAGES, kind);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isKind(params.kind)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const post = url.searchParams.get('post');
  // Only a published post is linked back to (the slug comes from the URL).
  const found =
    params.kind === 'comment' && post
      ? await contentOf(context)
          .post(post)
          .catch(() => undefined)
      : undefined;
  const backTo = found ? postPath(found.slug) : undefined;
  // The reference is only shown (never looked up) and the answer time is counted from now.
  const { reference, answer } = await visitorAnswer(context, params.kind, url.searchParams);
  // A quote's booking link (only its shape is checked here; the booking page looks it up).
  const token = url.searchParams.get('visit');
  const visitLink = params.kind === 'quote' && isVisitToken(token) ? visitPath(token) : undefined;
  return { kind: params.kind, backTo, reference, answer, visitLink };
}

// The confirmation is static; the only script is the shell's and the footer sign-up's islands
// (decision 047).
export const handle: IslandsHandle = { islands: true };

// No referrer: a quote's page carries its booking link's token in its address.
export const headers = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData ? PAGES[loaderData.kind].title : 'Thank you',
    path: `/thank-you/${loaderData?.kind ?? ''}`,
    noIndex: true,
  });

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const contact = useContact();
  const page = PAGES[loaderData.kind];
  return (
    <>
      <PageBanner title={page.title} />
      <section className="section container-site">
        <SentConfirmation
          kind={loaderData.kind}
          reference={loaderData.reference}
          answer={loaderData.answer}
          contact={contact}
          backTo={loaderData.backTo}
          visitLink={loaderData.visitLink}
        />
      </section>
    </>
  );
}

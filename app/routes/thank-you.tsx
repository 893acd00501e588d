import { CircleCheck } from 'lucide-react';
import { data } from 'react-router';
import { ButtonLink } from '../components/button-link';
import { PageBanner } from '../layout/page-banner';
import { useContact } from '../layout/use-contact';
import { buildMeta } from '../lib/meta';
import { postPath } from '../lib/paths';
import { contentOf } from '../server/content.server';
import type { Route } from './+types/thank-you';

/** What each form's visitor reads after sending it without script. */
const PAGES = {
  quote: {
    title: 'Quote request sent',
    lead: 'Thank you. We have your quote request.',
    text: 'A project lead will call you within one working day to talk through your brief.',
  },
  message: {
    title: 'Message sent',
    lead: 'Thank you. We have your message.',
    text: 'We reply to every message within one working day.',
  },
  comment: {
    title: 'Comment received',
    lead: 'Thank you for your comment.',
    text: 'It will appear under the post once we have read and approved it.',
  },
  subscribed: {
    title: 'Check your inbox',
    lead: 'Thank you. Please check your inbox to confirm.',
    text: 'If this address is not on our list yet, we have mailed it a link: your subscription starts once you open it. Every mail has a link to unsubscribe.',
  },
} as const;

type Kind = keyof typeof PAGES;
/** One of the pages' own keys: `constructor`, `toString` and other inherited names are not. */
const isKind = (kind: string | undefined): kind is Kind =>
  kind !== undefined && Object.hasOwn(PAGES, kind);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isKind(params.kind)) throw data(null, { status: 404 });
  const post = new URL(request.url).searchParams.get('post');
  // Only a published post is linked back to (the slug comes from the URL).
  const found =
    params.kind === 'comment' && post
      ? await contentOf(context)
          .post(post)
          .catch(() => undefined)
      : undefined;
  const backTo = found ? postPath(found.slug) : undefined;
  return { kind: params.kind, backTo };
}

export const headers = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

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
        <div className="flex max-w-2xl flex-col items-start gap-6">
          <div role="status" className="flex items-start gap-4">
            <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-accent-text" />
            <div className="flex flex-col gap-2">
              <p className="text-h3 text-fg">{page.lead}</p>
              <p className="text-lg text-fg-muted">{page.text}</p>
            </div>
          </div>
          <p className="text-fg-muted">
            Anything else? Call{' '}
            <a
              href={contact.phone.href}
              className="font-semibold text-link underline underline-offset-4"
            >
              {contact.phone.display}
            </a>{' '}
            or email{' '}
            <a
              href={`mailto:${contact.email}`}
              className="font-semibold text-link underline underline-offset-4"
            >
              {contact.email}
            </a>
            .
          </p>
          <div className="flex flex-wrap gap-3">
            {loaderData.backTo && <ButtonLink to={loaderData.backTo}>Back to the post</ButtonLink>}
            <ButtonLink to="/" variant={loaderData.backTo ? 'outline' : 'primary'}>
              Back to Home
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

import { data } from 'react-router';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { useContact } from '../layout/use-contact';
import { buildMeta } from '../lib/meta';
import { publishedPrivacy } from '../server/privacy-notice.server';
import type { Route } from './+types/privacy';

// Text and the shell's controls only: served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.notice.title ?? 'Privacy notice',
    description: loaderData?.notice.lead,
    path: '/privacy',
  });

/** Rendered by the server from the published notice; not found until it is published. */
export async function loader({ context }: Route.LoaderArgs) {
  const notice = await publishedPrivacy(context);
  if (!notice) throw data(null, { status: 404 });
  return { notice };
}

const SECTIONS = ['collected', 'purposes', 'retention', 'rights', 'contact'] as const;

/** Paragraphs are separated by a blank line. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

const dateWords = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const contact = useContact();
  return (
    <>
      <PageBanner title={notice.title} />
      <article className="section container-site flex max-w-3xl flex-col gap-10">
        <div className="flex flex-col gap-3">
          <p className="text-lg text-fg">{notice.lead}</p>
          <p className="text-sm text-fg-muted">
            Last updated <time dateTime={notice.updated}>{dateWords(notice.updated)}</time>
          </p>
        </div>
        {SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`privacy-${key}`} className="flex flex-col gap-3">
            <h2 id={`privacy-${key}`} className="text-h2 text-fg">
              {notice[key].heading}
            </h2>
            {paragraphs(notice[key].text).map((paragraph) => (
              <p key={paragraph} className="text-fg-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <address className="flex flex-col gap-1 rounded-md border border-border bg-surface-muted px-5 py-4 text-fg not-italic">
          <a
            href={`mailto:${contact.email}`}
            className="font-semibold text-link underline underline-offset-4"
          >
            {contact.email}
          </a>
          <a
            href={contact.phone.href}
            className="font-semibold text-link underline underline-offset-4"
          >
            {contact.phone.display}
          </a>
          <span className="text-fg-muted">{contact.hours}</span>
          <span className="text-fg-muted">{contact.address.lines.join(', ')}</span>
        </address>
      </article>
    </>
  );
}

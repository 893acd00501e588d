import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmbedFacade } from '../components/embed-facade';
import { SectionHeading } from '../components/section-heading';
import { siteArt } from '../content';
import { formAnswerHeaders } from '../forms/form-answer-headers';
import { pageFormAction } from '../forms/handle-submission.server';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { useContact } from '../layout/use-contact';
import { buildMeta } from '../lib/meta';
import { ContactForm } from '../sections/contact-form';
import { pageIntro, withRequiredNote } from '../server/page-intro.server';
import type { Route } from './+types/contact-us';

// The form and the map's facade are islands (app/islands/site-form.ts, embed-facade.ts): served
// with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

/** Retry-After when the post could not be saved. */
export const headers = formAnswerHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: 'Contact Us',
    description: loaderData?.intro.description,
    path: '/contact-us',
  });

// Runs at build time: the map poster is pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  return {
    mapPoster: siteArt.contact,
    intro: withRequiredNote(await pageIntro(context, 'contactUs')),
  };
}

/** The form's post without script: a 303 to the thank-you page, or this page with messages. */
export function action({ request, context }: Route.ActionArgs) {
  return pageFormAction({ request, context, kind: 'message' });
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const contact = useContact();
  return (
    <>
      <PageBanner title="Contact Us" />
      <section aria-labelledby="contact-details" className="section container-site">
        <h2 id="contact-details" className="sr-only">
          Contact details
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          <ContactCard icon={<Phone className="size-6" />} title="Phone">
            <a href={contact.phone.href} className="text-link underline-offset-4 hover:underline">
              {contact.phone.display}
            </a>
            <span>{contact.hours}</span>
          </ContactCard>
          <ContactCard icon={<Mail className="size-6" />} title="Email">
            <a
              href={`mailto:${contact.email}`}
              className="break-all text-link underline-offset-4 hover:underline"
            >
              {contact.email}
            </a>
            <span>We reply within one working day.</span>
          </ContactCard>
          <ContactCard icon={<MapPin className="size-6" />} title="Location">
            <address className="not-italic">
              {contact.address.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
        </ul>
      </section>
      <section aria-labelledby="send-message" className="section bg-surface-muted">
        <div className="container-site grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start">
          <SectionHeading
            id="send-message"
            eyebrow={loaderData.intro.eyebrow}
            title="Send Message"
            lead={loaderData.intro.lead}
          />
          <ContactForm contact={contact} initial={actionData} confirmationTemplate />
        </div>
      </section>
      <section aria-labelledby="find-us" className="section container-site">
        <h2 id="find-us" className="mb-6 text-h2">
          Find our office
        </h2>
        <EmbedFacade
          poster={loaderData.mapPoster}
          src={contact.map.embedSrc}
          title={contact.map.title}
          loadLabel="Show interactive map"
          openHref={contact.map.openHref}
          openLabel="Open in maps"
        />
      </section>
    </>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-lg border border-border bg-surface p-6 shadow-card">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-md bg-accent text-on-accent"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1 text-fg-muted">
        <h3 className="text-h3 text-fg">{title}</h3>
        {children}
      </div>
    </li>
  );
}

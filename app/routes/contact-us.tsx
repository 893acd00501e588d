import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { EmbedFacade } from '../components/embed-facade';
import { FormField } from '../components/form-field';
import { SectionHeading } from '../components/section-heading';
import { StaticForm } from '../components/static-form';
import { site, siteArt } from '../content';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';

export const meta = () =>
  buildMeta({
    name: 'Contact Us',
    description: `Call, email or visit ${site.name}, or send us a message about your building, renovation or design project.`,
    path: '/contact-us',
  });

export default function ContactUs() {
  return (
    <>
      <PageBanner title="Contact Us" />
      <section aria-labelledby="contact-details" className="section container-site">
        <h2 id="contact-details" className="sr-only">
          Contact details
        </h2>
        <ul className="grid gap-5 md:grid-cols-3">
          <ContactCard icon={<Phone className="size-6" />} title="Phone">
            <a href={site.phone.href} className="text-link underline-offset-4 hover:underline">
              {site.phone.display}
            </a>
            <span>{site.hours}</span>
          </ContactCard>
          <ContactCard icon={<Mail className="size-6" />} title="Email">
            <a
              href={`mailto:${site.email}`}
              className="break-all text-link underline-offset-4 hover:underline"
            >
              {site.email}
            </a>
            <span>We reply within one working day.</span>
          </ContactCard>
          <ContactCard icon={<MapPin className="size-6" />} title="Location">
            <address className="not-italic">
              {site.address.lines.map((line) => (
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
            eyebrow="Get in touch"
            title="Send Message"
            lead="Tell us about the site, the scope and your timing. Fields marked * are required."
          />
          <StaticForm
            label="Send Message"
            contact={site}
            className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-8"
          >
            <div className="grid gap-5 md:grid-cols-2">
              <FormField label="Name" name="name" required autoComplete="name" />
              <FormField
                label="Email"
                messageLabel="your email address"
                name="email"
                type="email"
                required
                autoComplete="email"
              />
              <FormField label="Subject" name="subject" className="md:col-span-2" />
              <FormField label="Message" name="message" multiline className="md:col-span-2" />
            </div>
            <Button type="submit" className="mt-6">
              Send Message
            </Button>
          </StaticForm>
        </div>
      </section>
      <section aria-labelledby="find-us" className="section container-site">
        <h2 id="find-us" className="mb-6 text-h2">
          Find our office
        </h2>
        <EmbedFacade
          poster={siteArt.contact}
          src={site.map.embedSrc}
          title={site.map.title}
          loadLabel="Show interactive map"
          openHref={site.map.openHref}
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

import { CalendarClock, FileCheck2, MessagesSquare } from 'lucide-react';
import { Button } from '../components/button';
import { FormField } from '../components/form-field';
import { SectionHeading } from '../components/section-heading';
import { SelectField } from '../components/select-field';
import { StaticForm } from '../components/static-form';
import { services, site } from '../content';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';

export const meta = () =>
  buildMeta({
    name: 'Request a Quote',
    description: `Ask ${site.name} for a quote: tell us about your site, the service you need and your timing.`,
    path: '/request-quote',
  });

const steps = [
  {
    icon: MessagesSquare,
    title: 'We call you back',
    text: 'A project lead replies within one working day to talk through your brief.',
  },
  {
    icon: CalendarClock,
    title: 'We visit the site',
    text: 'A free survey to measure up, check access and spot anything hidden.',
  },
  {
    icon: FileCheck2,
    title: 'You get a fixed quote',
    text: 'An itemised price and a schedule, valid for 60 days, with no obligation.',
  },
] as const;

export default function RequestQuote() {
  return (
    <>
      <PageBanner title="Request a Quote" />
      <section
        aria-labelledby="quote-heading"
        className="section container-site grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16"
      >
        <div className="flex flex-col gap-8">
          <SectionHeading
            id="quote-heading"
            eyebrow="Free estimate"
            title="Tell us about your project"
            lead="The more we know, the more accurate our first estimate. Fields marked * are required."
          />
          <ol className="flex flex-col gap-5">
            {steps.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-md border border-border bg-surface text-accent-text"
                >
                  <Icon className="size-6" strokeWidth={1.75} />
                </span>
                <div>
                  <h3 className="font-bold text-fg">{title}</h3>
                  <p className="text-fg-muted">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="text-fg-muted">
            Prefer to talk? Call{' '}
            <a
              href={site.phone.href}
              className="font-semibold text-link underline underline-offset-4"
            >
              {site.phone.display}
            </a>
            , {site.hours}.
          </p>
        </div>
        <StaticForm
          label="Request a quote"
          contact={site}
          className="rounded-lg border border-border bg-surface p-6 shadow-card md:p-10"
        >
          <div className="grid gap-5 md:grid-cols-2">
            <FormField label="First name" name="firstName" required autoComplete="given-name" />
            <FormField label="Last name" name="lastName" autoComplete="family-name" />
            <FormField
              label="Email address"
              name="email"
              type="email"
              required
              autoComplete="email"
            />
            <FormField
              label="Number"
              messageLabel="your phone number"
              name="phone"
              type="tel"
              required
              autoComplete="tel"
            />
            <FormField
              label="Company or organization"
              name="company"
              required
              autoComplete="organization"
            />
            <FormField
              label="Website"
              messageLabel="your website address"
              name="website"
              type="url"
              required
              autoComplete="url"
              placeholder="https://"
            />
            <SelectField
              label="Services"
              messageLabel="a service"
              name="service"
              required
              placeholder="Choose a service"
              options={services.map((service) => ({ value: service.slug, label: service.title }))}
              className="md:col-span-2"
            />
            <FormField
              label="Message"
              name="message"
              multiline
              required
              className="md:col-span-2"
            />
          </div>
          <Button type="submit" className="mt-6 w-full md:w-auto">
            Request a quote
          </Button>
        </StaticForm>
      </section>
    </>
  );
}

import { CalendarClock, FileCheck2, MessagesSquare } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { formAnswerHeaders } from '../forms/form-answer-headers';
import { pageFormAction } from '../forms/handle-submission.server';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { useContact } from '../layout/use-contact';
import { buildMeta } from '../lib/meta';
import { QuoteForm } from '../sections/quote-form';
import { contentOf } from '../server/content.server';
import { pageIntro, withRequiredNote } from '../server/page-intro.server';
import { requiredQuoteFields } from '../server/quote-fields.server';
import type { Route } from './+types/request-quote';

/** Retry-After when the post could not be saved (503) or its files found no room (507). */
export const headers = formAnswerHeaders;

// The quote form is the site-form island with its file picker (app/islands/file-picker.ts):
// served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: 'Request a Quote',
    description: loaderData?.intro.description,
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
    text: 'An itemised price and a schedule, with no obligation.',
  },
] as const;

// Runs at build time: the service options are pre-rendered, not bundled. On the server the
// required markers follow the office settings (the page is dropped from caches when they change).
export async function loader({ context }: Route.LoaderArgs) {
  const services = await contentOf(context).services();
  return {
    serviceOptions: services.map((service) => ({ value: service.slug, label: service.title })),
    intro: withRequiredNote(await pageIntro(context, 'requestQuote')),
    required: await requiredQuoteFields(context),
  };
}

/** The form's post without script: a 303 to the thank-you page, or this page with messages. */
export function action({ request, context }: Route.ActionArgs) {
  return pageFormAction({ request, context, kind: 'quote' });
}

export default function RequestQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { intro } = loaderData;
  const contact = useContact();
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
            eyebrow={intro.eyebrow}
            title={intro.title}
            lead={intro.lead}
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
              href={contact.phone.href}
              className="font-semibold text-link underline underline-offset-4"
            >
              {contact.phone.display}
            </a>
            , {contact.hours}.
          </p>
        </div>
        <QuoteForm
          services={loaderData.serviceOptions}
          contact={contact}
          initial={actionData}
          required={loaderData.required}
          islands
        />
      </section>
    </>
  );
}

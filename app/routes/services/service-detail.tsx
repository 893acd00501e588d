import { Check } from 'lucide-react';
import { BlockContent } from '../../components/block-content';
import { Picture } from '../../components/picture';
import { getServiceBySlug, serviceFaqs, serviceSlugs, services } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { assertKnownSlug, findOrNotFound } from '../../lib/detail-loader';
import { lazyOnVisible } from '../../lib/lazy-on-visible';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { truncateWords } from '../../lib/truncate-words';
import type { Route } from './+types/service-detail';
import { ServiceSidebar } from './service-sidebar';

// The questions sit below the article: the accordion's code loads as it scrolls near.
const DeferredAccordion = lazyOnVisible('service-faq', () =>
  import('../../components/accordion').then((module) => module.Accordion),
);

export async function loader({ params }: Route.LoaderArgs) {
  const service = findOrNotFound(getServiceBySlug, params.id);
  return {
    service,
    sidebar: services
      .slice(0, 5)
      .map(({ slug, title }) => ({ slug, title, to: servicePath(slug) })),
    faqs: serviceFaqs,
  };
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  assertKnownSlug(serviceSlugs, params.id);
  return serverLoader();
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.service.title ?? 'Service',
    description: loaderData?.service.description,
    path: servicePath(loaderData?.service.slug ?? ''),
  });

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, sidebar, faqs } = loaderData;
  return (
    <>
      <PageBanner title={truncateWords(service.title)} crumb={service.title} />
      <div className="section container-site grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <article aria-labelledby="service-title" className="flex min-w-0 flex-col gap-12">
          <div className="flex flex-col gap-8">
            <Picture
              image={service.image}
              priority
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="aspect-[3/2] h-auto w-full rounded-lg border border-border bg-surface-muted object-cover"
            />
            <div className="flex flex-col gap-4">
              <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-text">
                Service {service.number}
              </p>
              <h2 id="service-title" className="text-h2 text-fg">
                {service.title}
              </h2>
              <p className="text-xl leading-relaxed text-fg">{service.description}</p>
            </div>
            <BlockContent blocks={service.body} headingLevel="h3" />
          </div>
          <ServiceChecklist items={service.checklist} />
          <section aria-labelledby="service-faq" className="flex flex-col gap-6">
            <h3 id="service-faq" className="text-h3 text-fg md:text-2xl">
              Questions we often hear
            </h3>
            <DeferredAccordion
              name="service-faq"
              items={faqs.map((faq) => ({
                id: faq.id,
                title: faq.question,
                content: <p>{faq.answer}</p>,
              }))}
            />
          </section>
        </article>
        <ServiceSidebar services={sidebar} currentSlug={service.slug} />
      </div>
    </>
  );
}

/** What every job of this service includes, as a ticked list. */
function ServiceChecklist({ items }: { items: readonly string[] }) {
  return (
    <section
      aria-labelledby="service-checklist"
      className="flex flex-col gap-6 rounded-lg border border-border bg-surface-muted p-6 md:p-8"
    >
      <h3 id="service-checklist" className="text-h3 text-fg md:text-2xl">
        What every job includes
      </h3>
      <ul className="grid gap-4 md:grid-cols-2" data-checklist>
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-fg">
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent text-on-accent"
            >
              <Check className="size-4" strokeWidth={3} />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

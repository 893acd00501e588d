import { Accordion } from '../../components/accordion';
import { BlockContent } from '../../components/block-content';
import { Picture } from '../../components/picture';
import { site } from '../../content';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { faqPageLd } from '../../lib/structured-data/faq-page';
import { serviceLd } from '../../lib/structured-data/service';
import { truncateWords } from '../../lib/truncate-words';
import { contentOf } from '../../server/content.server';
import { detailOrRedirect } from '../../server/detail.server';
import type { Route } from './+types/service-detail';
import { ServiceChecklist } from './service-checklist';
import { ServiceSidebar } from './service-sidebar';

// Static blocks (the questions are <details>, the sidebar is links) with the shell: served with
// islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const service = await detailOrRedirect(
    content,
    'services',
    params.id,
    content.service,
    servicePath,
  );
  const [services, { serviceFaqs }] = await Promise.all([
    content.services(),
    content.document('faqs'),
  ]);
  return {
    service,
    sidebar: services
      .slice(0, 5)
      .map(({ slug, title }) => ({ slug, title, to: servicePath(slug) })),
    // A service's own questions from its file, or the shared ones.
    faqs: service.faqs ?? serviceFaqs,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.service.title ?? 'Service',
    description: loaderData?.service.description,
    path: servicePath(loaderData?.service.slug ?? ''),
    structuredData:
      import.meta.env.SSR && loaderData
        ? [serviceLd(site, loaderData.service), faqPageLd(loaderData.faqs)]
        : [],
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
            <Accordion
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

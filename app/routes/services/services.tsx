import { ServiceCard } from '../../components/cards/service-card';
import { SectionHeading } from '../../components/section-heading';
import { site } from '../../content';
import { PageBanner } from '../../layout/page-banner';
import { serviceCardData } from '../../lib/card-data';
import { countOf } from '../../lib/count-words';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { contentOf } from '../../server/content.server';
import type { Route } from './+types/services';

export const meta = () =>
  buildMeta({
    name: 'Services',
    description: `Everything ${site.name} builds and designs: flooring, architecture, interiors, renovation, foundation repair and construction planning.`,
    path: '/services',
  });

// Only the card fields reach the page, and no content is bundled.
export async function loader({ context }: Route.LoaderArgs) {
  return { services: (await contentOf(context).services()).map(serviceCardData) };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Services" />
      <section
        aria-labelledby="services-heading"
        className="section container-site flex flex-col gap-12"
      >
        <SectionHeading
          id="services-heading"
          eyebrow="What we do"
          title="Design, build and renovation under one roof"
          lead={`${countOf(loaderData.services.length, 'specialist team', 'specialist teams', { capital: true })} who plan together, price together and hand over one finished building.`}
          align="center"
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-services-grid>
          {loaderData.services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} to={servicePath(service.slug)} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

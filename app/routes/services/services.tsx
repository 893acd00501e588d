import { ServiceCard } from '../../components/cards/service-card';
import { SectionHeading } from '../../components/section-heading';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { serviceCardData } from '../../lib/card-data';
import { buildMeta } from '../../lib/meta';
import { servicePath } from '../../lib/paths';
import { contentOf } from '../../server/content.server';
import { pageIntro } from '../../server/page-intro.server';
import type { Route } from './+types/services';

// Cards and links with the shell only: served with islands, no React in the browser
// (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({ name: 'Services', description: loaderData?.intro.description, path: '/services' });

// Only the card fields reach the page, and no content is bundled. The introduction says how
// many services there are from the list itself.
export async function loader({ context }: Route.LoaderArgs) {
  const services = (await contentOf(context).services()).map(serviceCardData);
  return { services, intro: await pageIntro(context, 'services', { count: services.length }) };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { intro } = loaderData;
  return (
    <>
      <PageBanner title="Services" />
      <section
        aria-labelledby="services-heading"
        className="section container-site flex flex-col gap-12"
      >
        <SectionHeading
          id="services-heading"
          eyebrow={intro.eyebrow}
          title={intro.title}
          lead={intro.lead}
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

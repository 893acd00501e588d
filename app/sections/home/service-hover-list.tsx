import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { ServiceIcon } from '../../components/cards/service-icon';
import { Picture } from '../../components/picture';
import { SectionHeading } from '../../components/section-heading';
import type { Service } from '../../content/types';
import { servicePanelClasses } from '../../lib/service-hover-classes';

/** Props of {@link ServiceHoverList}. */
export interface ServiceHoverListProps {
  services: readonly Pick<
    Service,
    'slug' | 'number' | 'icon' | 'title' | 'description' | 'image'
  >[];
  /** Address of a service's page. */
  getPath: (slug: string) => string;
  headingId?: string;
}

/**
 * Services as panels that expand when hovered or when keyboard focus enters
 * them; the expanded one is the active item. Collapsed text stays in the page
 * for assistive technology, it is only clipped. The first is expanded here; the island
 * (app/islands/service-hover-list.ts) expands the others.
 */
export function ServiceHoverList({
  services,
  getPath,
  headingId = 'service-list-heading',
}: ServiceHoverListProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site flex flex-col gap-12"
      data-section="service-hover-list"
      data-island="service-hover-list"
    >
      <SectionHeading
        id={headingId}
        eyebrow="What we do"
        title="Services built around your project"
      />
      <ul className="flex flex-col gap-4 lg:h-[30rem] lg:flex-row">
        {services.map((service, index) => {
          const isActive = index === 0;
          const looks = servicePanelClasses(isActive);
          return (
            <li key={service.slug} data-active={isActive ? '' : undefined} className={looks.item}>
              <div className="flex items-start justify-between gap-4">
                <span className={looks.icon} data-service-part="icon">
                  <ServiceIcon icon={service.icon} />
                </span>
                <span aria-hidden="true" className={looks.number} data-service-part="number">
                  {service.number}
                </span>
              </div>
              <div className={looks.picture} data-service-part="picture">
                <Picture
                  image={service.image}
                  alt=""
                  sizes="36vw"
                  className="aspect-[12/5] h-auto w-full object-cover"
                />
              </div>
              <div className="flex flex-col gap-3">
                <h3 className="text-h3">
                  <Link
                    to={getPath(service.slug)}
                    className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
                  >
                    {service.title}
                  </Link>
                </h3>
                <div className={looks.reveal} data-service-part="reveal">
                  <div className="flex min-h-0 flex-col gap-3 overflow-hidden">
                    <p className={looks.text} data-service-part="text">
                      {service.description}
                    </p>
                    <span
                      aria-hidden="true"
                      className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-inverse-accent"
                    >
                      Explore service <ArrowUpRight className="size-4" />
                    </span>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

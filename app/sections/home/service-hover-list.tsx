import { ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ServiceIcon } from '../../components/cards/service-icon';
import { Picture } from '../../components/picture';
import { SectionHeading } from '../../components/section-heading';
import type { Service } from '../../content/types';

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
 * for assistive technology, it is only clipped.
 */
export function ServiceHoverList({
  services,
  getPath,
  headingId = 'service-list-heading',
}: ServiceHoverListProps) {
  const [active, setActive] = useState(0);
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site flex flex-col gap-12"
      data-section="service-hover-list"
    >
      <SectionHeading
        id={headingId}
        eyebrow="What we do"
        title="Services built around your project"
      />
      <ul className="flex flex-col gap-4 lg:h-[30rem] lg:flex-row">
        {services.map((service, index) => {
          const isActive = index === active;
          return (
            <li
              key={service.slug}
              onPointerEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
              data-active={isActive ? '' : undefined}
              className={`relative flex min-w-0 flex-col justify-between gap-6 overflow-hidden rounded-lg border p-6 transition-[flex-grow,background-color] motion-safe:duration-500 lg:flex-1 ${
                isActive
                  ? 'border-accent bg-inverse-bg text-inverse-fg lg:grow-[2.6]'
                  : 'border-border bg-surface text-fg'
              }`}
            >
              <div className="flex items-start justify-between gap-4">
                <span
                  className={`grid size-14 shrink-0 place-items-center rounded-md ${isActive ? 'bg-accent text-on-accent' : 'bg-surface-muted text-accent-text'}`}
                >
                  <ServiceIcon icon={service.icon} />
                </span>
                <span
                  aria-hidden="true"
                  className={`text-5xl font-bold leading-none ${isActive ? 'text-inverse-accent' : 'text-fg-muted'}`}
                >
                  {service.number}
                </span>
              </div>
              <div
                className={`hidden overflow-hidden rounded-md lg:block ${isActive ? 'opacity-100' : 'opacity-0'} transition-opacity motion-safe:duration-500`}
              >
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
                {/* Grid rows 0fr → 1fr animates the description open without measuring it. */}
                <div
                  className={`grid transition-[grid-template-rows] motion-safe:duration-500 ${isActive ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'}`}
                >
                  <div className="flex min-h-0 flex-col gap-3 overflow-hidden">
                    <p className={isActive ? 'text-inverse-muted' : 'text-fg-muted'}>
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

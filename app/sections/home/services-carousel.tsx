import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ServiceCard } from '../../components/cards/service-card';
import { Carousel } from '../../components/carousel/carousel';
import { SectionHeading } from '../../components/section-heading';
import type { Service } from '../../content/types';

/** Props of {@link ServicesCarousel}. */
export interface ServicesCarouselProps {
  services: readonly Service[];
  getPath: (slug: string) => string;
  headingId?: string;
  /** The full list of services. */
  allTo?: string;
}

/** Services in a carousel (SPEC 9 "services": 1, 2 and 4 per view). */
export function ServicesCarousel({
  services,
  getPath,
  headingId = 'services-carousel-heading',
  allTo = '/services',
}: ServicesCarouselProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site flex flex-col gap-12"
      data-section="services-carousel"
    >
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id={headingId}
          eyebrow="Our services"
          title="Everything a building needs, under one roof"
        />
        <Link
          to={allTo}
          className="group inline-flex min-h-12 items-center gap-2 font-semibold text-link underline-offset-4 hover:underline"
        >
          All services
          <ArrowRight
            aria-hidden="true"
            className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
          />
        </Link>
      </div>
      <Carousel
        label="Our services"
        items={services}
        getKey={(service) => service.slug}
        layout="services"
        renderSlide={(service) => <ServiceCard service={service} to={getPath(service.slug)} />}
      />
    </section>
  );
}

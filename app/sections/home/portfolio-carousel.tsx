import { ProjectCard, type ProjectCardProps } from '../../components/cards/project-card';
import { Carousel } from '../../components/carousel/carousel';
import { SectionHeading } from '../../components/section-heading';

/** Props of {@link PortfolioCarousel}. */
export interface PortfolioCarouselProps {
  projects: readonly ProjectCardProps['project'][];
  headingId?: string;
}

/** Projects in a carousel (SPEC 9 "portfolio": 1, 2, 3 and 2.7 per view). */
export function PortfolioCarousel({
  projects,
  headingId = 'portfolio-carousel-heading',
}: PortfolioCarouselProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section overflow-hidden bg-surface-muted"
      data-section="portfolio-carousel"
    >
      <div className="container-site flex flex-col gap-12">
        <SectionHeading
          id={headingId}
          eyebrow="Our portfolio"
          title="Projects that shape their neighbourhoods"
          lead="Homes, clinics, resorts and civic buildings, each delivered with the same care."
        />
        <Carousel
          label="Portfolio projects"
          items={projects}
          getKey={(project) => project.slug}
          layout="portfolio"
          renderSlide={(project) => (
            <ProjectCard
              project={project}
              sizes="(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw"
            />
          )}
        />
      </div>
    </section>
  );
}

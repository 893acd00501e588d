import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { ProjectCard, type ProjectCardProps } from '../../components/cards/project-card';
import { SectionHeading } from '../../components/section-heading';

/** Props of {@link PortfolioPreview}. */
export interface PortfolioPreviewProps {
  projects: readonly ProjectCardProps['project'][];
  /** The full portfolio. */
  allTo: string;
  headingId?: string;
}

/** A few recent projects and a link to all of them. */
export function PortfolioPreview({
  projects,
  allTo,
  headingId = 'portfolio-preview-heading',
}: PortfolioPreviewProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site flex flex-col gap-12"
      data-section="portfolio-preview"
    >
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id={headingId}
          eyebrow="Portfolio"
          title="Recent projects we are proud of"
        />
        <ButtonLink to={allTo} variant="outline">
          All Project
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2">
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} sizes="(min-width: 40rem) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}

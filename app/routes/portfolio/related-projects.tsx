import { ProjectCard } from '../../components/cards/project-card';
import { SectionHeading } from '../../components/section-heading';
import type { Project } from '../../content/types';

/** Props of {@link RelatedProjects}. */
export interface RelatedProjectsProps {
  /** The projects to suggest, with their card fields. */
  projects: readonly Pick<Project, 'slug' | 'title' | 'sector' | 'image'>[];
}

/** "More projects" under a project: a row of project cards. */
export function RelatedProjects({ projects }: RelatedProjectsProps) {
  return (
    <section aria-labelledby="related-projects" className="section bg-surface-muted">
      <div className="container-site flex flex-col gap-10">
        <SectionHeading id="related-projects" eyebrow="Keep exploring" title="More projects" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {projects.map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

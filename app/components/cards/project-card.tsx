import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Project } from '../../content/types';
import { projectPath } from '../../lib/paths';
import { Picture } from '../picture';

/** Props of {@link ProjectCard}. */
export interface ProjectCardProps {
  project: Pick<Project, 'slug' | 'title' | 'sector' | 'image'>;
  /** Small label above the title; the project's sector by default. */
  eyebrow?: string;
  /** Heading level of the title: h3 inside a section, h2 directly under the page h1. */
  headingLevel?: 'h2' | 'h3';
  /** The `sizes` hint for the cover, matching the grid's column width. */
  sizes?: string;
  /** Load the cover eagerly (cards in the first visible row). */
  priority?: boolean;
  /** Force the highlighted state (e.g. the centred slide of a carousel); hover and focus always highlight. */
  isActive?: boolean;
  className?: string;
}

// The same highlight applies on hover, on keyboard focus and when forced by `isActive`.
const activeStates = {
  image: 'motion-safe:group-hover:scale-105 motion-safe:group-focus-within:scale-105',
  bar: 'group-hover:scale-x-100 group-focus-within:scale-x-100',
  arrow:
    'group-hover:bg-accent group-hover:text-on-accent group-hover:border-accent group-focus-within:bg-accent group-focus-within:text-on-accent group-focus-within:border-accent',
};
const forcedActive = {
  image: 'motion-safe:scale-105',
  bar: 'scale-x-100',
  arrow: 'bg-accent text-on-accent border-accent',
};

/**
 * A portfolio project: cover, sector and title, the whole card linking to the
 * project page. It lifts into its "active" state on hover and on focus.
 */
export function ProjectCard({
  project,
  eyebrow = project.sector,
  headingLevel: Heading = 'h3',
  sizes = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
  priority,
  isActive = false,
  className = '',
}: ProjectCardProps) {
  const state = isActive ? forcedActive : activeStates;
  return (
    <article
      data-active={isActive || undefined}
      className={`group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card transition-shadow hover:shadow-pop focus-within:shadow-pop ${className}`}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-surface-muted">
        <Picture
          image={project.image}
          sizes={sizes}
          priority={priority}
          className={`h-full w-full object-cover transition-transform duration-700 ease-out ${state.image}`}
        />
      </div>
      <span
        aria-hidden="true"
        className={`h-1 w-full origin-left scale-x-0 bg-accent transition-transform duration-500 ${state.bar}`}
      />
      <div className="flex flex-1 items-end justify-between gap-4 p-5 md:p-6">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent-text">
            {eyebrow}
          </p>
          <Heading className="text-h3 text-fg">
            <Link
              to={projectPath(project.slug)}
              className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
            >
              {project.title}
            </Link>
          </Heading>
        </div>
        <span
          aria-hidden="true"
          className={`grid size-11 shrink-0 place-items-center rounded-full border border-border-strong text-fg transition-colors ${state.arrow}`}
        >
          <ArrowUpRight className="size-5" />
        </span>
      </div>
    </article>
  );
}

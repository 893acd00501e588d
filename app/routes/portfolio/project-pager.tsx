import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { projectPath } from '../../lib/paths';

interface ProjectLink {
  slug: string;
  title: string;
}

/** Props of {@link ProjectPager}. */
export interface ProjectPagerProps {
  previous: ProjectLink;
  next: ProjectLink;
}

/** Links to the previous and next project (the list wraps at both ends). */
export function ProjectPager({ previous, next }: ProjectPagerProps) {
  return (
    <nav
      aria-label="More projects"
      className="grid gap-4 border-y border-border py-6 sm:grid-cols-2"
    >
      <Link
        to={projectPath(previous.slug)}
        className="group flex min-h-12 items-center gap-4 rounded-md p-2"
      >
        <ArrowLeft
          aria-hidden="true"
          className="size-5 shrink-0 text-accent-text transition-transform motion-safe:group-hover:-translate-x-1"
        />
        <span className="flex flex-col">
          <span className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-muted">
            Previous project
          </span>
          <span className="font-semibold text-fg group-hover:underline">{previous.title}</span>
        </span>
      </Link>
      <Link
        to={projectPath(next.slug)}
        className="group flex min-h-12 items-center justify-end gap-4 rounded-md p-2 text-right"
      >
        <span className="flex flex-col">
          <span className="text-xs font-semibold uppercase tracking-[0.16em] text-fg-muted">
            Next project
          </span>
          <span className="font-semibold text-fg group-hover:underline">{next.title}</span>
        </span>
        <ArrowRight
          aria-hidden="true"
          className="size-5 shrink-0 text-accent-text transition-transform motion-safe:group-hover:translate-x-1"
        />
      </Link>
    </nav>
  );
}

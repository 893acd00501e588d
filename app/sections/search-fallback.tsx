import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavLinkItem } from '../content/navigation';

/** Props of {@link SearchFallback}. */
export interface SearchFallbackProps {
  /** Why there are no results to show. */
  children: ReactNode;
  /** The main sections to offer instead (the last is the contact page). */
  sections: readonly NavLinkItem[];
}

/** What the results page shows instead of results: a short message and where to go next. */
export function SearchFallback({ children, sections }: SearchFallbackProps) {
  return (
    <div className="flex flex-col gap-6 rounded-lg border border-border bg-surface p-6 shadow-card md:p-8">
      <div className="flex flex-col gap-2 text-lg text-fg">{children}</div>
      <nav aria-label="Main sections">
        <ul className="flex flex-wrap gap-3">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="inline-flex min-h-11 items-center rounded-md border border-border-strong px-4 font-semibold text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

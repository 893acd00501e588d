import { Building2, CalendarDays, MapPin, Tag } from 'lucide-react';
import type { ComponentType } from 'react';
import { ButtonLink } from '../../components/button-link';

/** Props of {@link ProjectOverview}. */
export interface ProjectOverviewProps {
  /** Date, client, category and location, in that order. */
  items: readonly { term: 'Date' | 'Client' | 'Category' | 'Location'; value: string }[];
}

const icons: Record<
  ProjectOverviewProps['items'][number]['term'],
  ComponentType<{ className?: string }>
> = {
  Date: CalendarDays,
  Client: Building2,
  Category: Tag,
  Location: MapPin,
};

/** The project's key facts in a card beside its write-up. */
export function ProjectOverview({ items }: ProjectOverviewProps) {
  return (
    <aside
      aria-labelledby="project-overview"
      className="self-start rounded-lg bg-inverse-bg p-8 text-inverse-fg shadow-card lg:sticky lg:top-28"
    >
      <h2 id="project-overview" className="text-h3">
        Project overview
      </h2>
      <span aria-hidden="true" className="mt-3 block h-0.5 w-10 bg-inverse-accent" />
      <dl className="mt-6 flex flex-col divide-y divide-inverse-surface">
        {items.map(({ term, value }) => {
          const Icon = icons[term];
          return (
            <div
              key={term}
              className="relative flex min-h-11 flex-col justify-center py-4 pl-15 first:pt-0"
            >
              <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-inverse-muted">
                <span
                  aria-hidden="true"
                  className="absolute left-0 grid size-11 place-items-center rounded-md bg-inverse-surface text-inverse-accent"
                >
                  <Icon className="size-5" />
                </span>
                {term}
              </dt>
              {/* A category written all in lower case (the seeded "business") is capitalised for
                  show; one the office wrote ("Kitchen extensions"), names and places stay as
                  written. */}
              <dd
                className={`font-semibold ${term === 'Category' && value === value.toLowerCase() ? 'capitalize' : ''}`}
              >
                {value}
              </dd>
            </div>
          );
        })}
      </dl>
      <ButtonLink to="/request-quote" className="mt-6 w-full">
        Start a similar project
      </ButtonLink>
    </aside>
  );
}

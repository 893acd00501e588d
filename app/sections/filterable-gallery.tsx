import { ProjectCard } from '../components/cards/project-card';
import { type HeadingCopy, SectionHeading } from '../components/section-heading';
import type { Project } from '../content/types';
import {
  filterLabel,
  type GalleryFilter,
  galleryAnnouncement,
  galleryItems,
} from '../lib/gallery-filter';
import { DEFAULT_CATEGORIES, type ListTerm } from '../lib/taxonomy-view';

/** Props of {@link FilterableGallery}. */
export interface FilterableGalleryProps {
  projects: readonly Pick<Project, 'slug' | 'title' | 'sector' | 'image' | 'category'>[];
  /** The eyebrow, title and lead above the filters. */
  intro: HeadingCopy;
  /** The office's project categories, in its order: one toggle each after "All". */
  categories?: readonly ListTerm[];
}
/**
 * Project gallery with a toolbar of filter toggles, rendered under "All" (every item). The
 * gallery filter island (app/islands/gallery-filter.ts) does the rest: the filter lives in the
 * URL (`?filter=marketing`), so it survives reload and Back; arrow keys move between the
 * toggles (one tab stop), and the result count is announced.
 */
export function FilterableGallery({
  projects,
  intro,
  categories = DEFAULT_CATEGORIES,
}: FilterableGalleryProps) {
  const filter: GalleryFilter = 'all';
  const items = galleryItems(projects, filter);
  const toggles = [{ slug: 'all', label: 'all' }, ...categories];
  const labelOf = (slug: string) =>
    filterLabel(categories.find((category) => category.slug === slug)?.label ?? slug);

  return (
    <section
      aria-labelledby="gallery-heading"
      data-island="gallery-filter"
      className="section container-site flex flex-col gap-10"
    >
      <SectionHeading
        id="gallery-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        align="center"
      />
      <div
        role="toolbar"
        aria-label="Filter projects"
        aria-controls="gallery-items"
        className="flex flex-wrap justify-center gap-2"
      >
        {toggles.map(({ slug: option, label }) => (
          <button
            key={option}
            type="button"
            data-filter={option}
            data-label={label}
            aria-pressed={option === filter}
            tabIndex={option === filter ? 0 : -1}
            className="min-h-11 rounded-full border border-border-strong bg-surface px-5 text-sm font-semibold uppercase tracking-wide text-fg transition-colors hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent"
          >
            {filterLabel(label)}
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="-mt-4 text-center text-sm text-fg-muted">
        {galleryAnnouncement(filter, items.length)}
      </p>
      <ul id="gallery-items" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {items.map((project, index) => (
          <li key={project.slug} data-category={project.category}>
            <ProjectCard
              project={project}
              eyebrow={`${labelOf(project.category)} · ${project.sector}`}
              priority={index < 3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Project, ProjectCategory } from '../content/types';

/** A gallery filter: every project (`all`), or one category's key in the office's list. */
export type GalleryFilter = 'all' | ProjectCategory;

/**
 * The filters of a fresh site, in the order the toolbar shows them; `all` is the default. The
 * office's list of categories replaces the others (/admin/taxonomy, docs/decisions/055).
 */
export const galleryFilters = [
  'all',
  'marketing',
  'business',
  'corporate',
] as const satisfies readonly GalleryFilter[];

/** A category's words on a toggle and a card ("kitchen" → "Kitchen"). */
export const filterLabel = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** The gallery never shows more than this many items. */
export const GALLERY_MAX_ITEMS = 6;

/** Reads `?filter=` from the URL; anything not among `filters` means `all`. */
export function parseGalleryFilter(
  param: string | null,
  filters: readonly GalleryFilter[] = galleryFilters,
): GalleryFilter {
  return filters.find((filter) => filter === param) ?? 'all';
}

/**
 * The projects a filter shows. The gallery is the first `max` projects ("all"); each category
 * filter shows its part of those, so the filters together divide exactly what "all" shows.
 */
export function galleryItems<T extends Pick<Project, 'category'>>(
  projects: readonly T[],
  filter: GalleryFilter,
  max = GALLERY_MAX_ITEMS,
): readonly T[] {
  const gallery = projects.slice(0, max);
  return filter === 'all' ? gallery : gallery.filter((project) => project.category === filter);
}

/**
 * What the live region says after filtering, e.g. "Showing 3 marketing projects"; `label` is
 * the category's words when they are not its key.
 */
export function galleryAnnouncement(filter: GalleryFilter, count: number, label = filter): string {
  const noun = count === 1 ? 'project' : 'projects';
  return filter === 'all' ? `Showing all ${count} ${noun}` : `Showing ${count} ${label} ${noun}`;
}

/** The URL's query with the filter chosen: `all` drops the parameter, the others set it. */
export function withGalleryFilter(search: string, filter: GalleryFilter): URLSearchParams {
  const params = new URLSearchParams(search);
  if (filter === 'all') params.delete('filter');
  else params.set('filter', filter);
  return params;
}

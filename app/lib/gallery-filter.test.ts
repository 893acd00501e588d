import { describe, expect, it } from 'vitest';
import {
  GALLERY_MAX_ITEMS,
  galleryAnnouncement,
  galleryFilters,
  galleryItems,
  parseGalleryFilter,
  withGalleryFilter,
} from './gallery-filter';

// Eight items, like the portfolio: the last two would fall outside a gallery of six.
const items = [
  { id: 1, category: 'marketing' },
  { id: 2, category: 'corporate' },
  { id: 3, category: 'business' },
  { id: 4, category: 'marketing' },
  { id: 5, category: 'corporate' },
  { id: 6, category: 'business' },
  { id: 7, category: 'corporate' },
  { id: 8, category: 'business' },
] as const;
const categories = galleryFilters.filter((filter) => filter !== 'all');
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('galleryItems', () => {
  it('shows at most six items under "all": the first six, in order', () => {
    expect(ids(galleryItems(items, 'all'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(GALLERY_MAX_ITEMS).toBe(6);
  });

  it('shows under each category only its part of the "all" items', () => {
    expect(ids(galleryItems(items, 'marketing'))).toEqual([1, 4]);
    expect(ids(galleryItems(items, 'corporate'))).toEqual([2, 5]);
    expect(ids(galleryItems(items, 'business'))).toEqual([3, 6]);
  });

  it('divides the "all" items among the categories: together exactly those, none twice', () => {
    const union = categories.flatMap((filter) => ids(galleryItems(items, filter)));
    expect(union.toSorted((a, b) => a - b)).toEqual(ids(galleryItems(items, 'all')));
  });

  it('honours a smaller maximum', () => {
    expect(ids(galleryItems(items, 'business', 3))).toEqual([3]);
  });
});

describe('parseGalleryFilter', () => {
  it('accepts the four filters and turns anything else into "all"', () => {
    for (const filter of galleryFilters) expect(parseGalleryFilter(filter)).toBe(filter);
    for (const value of [null, '', 'ALL', 'residential'])
      expect(parseGalleryFilter(value)).toBe('all');
  });
});

describe('galleryAnnouncement', () => {
  it('names the count and the filter, singular for one', () => {
    expect(galleryAnnouncement('all', 6)).toBe('Showing all 6 projects');
    expect(galleryAnnouncement('business', 1)).toBe('Showing 1 business project');
  });
});

describe('withGalleryFilter', () => {
  it('sets a category and keeps the other parameters', () => {
    expect(withGalleryFilter('?utm=x', 'business').toString()).toBe('utm=x&filter=business');
    expect(withGalleryFilter('?filter=business', 'corporate').toString()).toBe('filter=corporate');
  });

  it('drops the parameter for "all"', () => {
    expect(withGalleryFilter('?filter=business&utm=x', 'all').toString()).toBe('utm=x');
  });
});

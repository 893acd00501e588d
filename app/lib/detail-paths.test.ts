import { describe, expect, it } from 'vitest';
import { postSlugs, projectSlugs, serviceSlugs } from '../content/slugs';
import { blogGrid, blogStandard, listingLaterPages } from './blog-listings';
import { detailPaths } from './detail-paths';

describe('detailPaths', () => {
  it('lists one page per slug of each detail route in the route table', () => {
    const paths = detailPaths(['services/:id', 'portfolio/:id', 'blog/:id']);
    expect(paths).toHaveLength(serviceSlugs.length + projectSlugs.length + postSlugs.length);
    expect(paths).toContain(`/services/${serviceSlugs[0]}`);
    expect(paths).toContain(`/portfolio/${projectSlugs[0]}`);
    expect(paths).toContain(`/blog/${postSlugs[0]}`);
  });

  it('lists the later pages of each paged post list', () => {
    const later = detailPaths(['blog/page/:page', 'blog-standard/page/:page']);
    expect(later).toEqual([...listingLaterPages(blogGrid), ...listingLaterPages(blogStandard)]);
    // Every later page of the grid (4 a page) and of the standard list (3 a page).
    expect(later).toHaveLength(
      Math.ceil(postSlugs.length / 4) - 1 + Math.ceil(postSlugs.length / 3) - 1,
    );
  });

  it('leaves out routes that are not in the table', () => {
    expect(detailPaths(['about-us', undefined])).toEqual([]);
  });
});

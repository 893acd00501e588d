import { describe, expect, it } from 'vitest';
import { postSlugs } from '../content/slugs';
import { blogGrid, blogStandard, listingLaterPages, listingPageCount } from './blog-listings';

describe('post listings', () => {
  it('hold 4 posts a page on the grid and 3 on the standard list', () => {
    expect(blogGrid.pageSize).toBe(4);
    expect(blogStandard.pageSize).toBe(3);
  });

  it('have as many pages as the posts need, rounded up', () => {
    expect(listingPageCount(blogGrid)).toBe(Math.ceil(postSlugs.length / 4));
    expect(listingPageCount(blogStandard)).toBe(Math.ceil(postSlugs.length / 3));
  });

  it('list the URL of every page after the first', () => {
    expect(listingLaterPages(blogGrid)).toEqual(['/blog/page/2']);
    expect(listingLaterPages(blogStandard)).toEqual(['/blog-standard/page/2']);
    expect(listingLaterPages({ basePath: '/news', pageSize: 2 })).toEqual([
      '/news/page/2',
      '/news/page/3',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { postSlugs } from '../content/slugs';
import {
  assertListingPage,
  blogGrid,
  blogStandard,
  listingLaterPages,
  listingPage,
  listingPageCount,
} from './blog-listings';

const url = (path: string) => `https://example.com${path}`;
const redirectOf = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    return error instanceof Response ? error.headers.get('Location') : error;
  }
  return undefined;
};

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

describe('listingPage', () => {
  it('gives the posts of the page the URL names', () => {
    expect(listingPage(blogGrid, postSlugs, url('/blog')).items).toEqual(postSlugs.slice(0, 4));
    const second = listingPage(blogGrid, postSlugs, url('/blog/page/2'), '2');
    expect(second.items).toEqual(postSlugs.slice(4, 8));
    expect(second.pageIndex).toBe(1);
  });

  it('redirects old links and page numbers that do not exist, also from the client check', () => {
    expect(
      redirectOf(() => listingPage(blogStandard, postSlugs, url('/blog-standard?page=2'))),
    ).toBe('/blog-standard/page/2');
    expect(redirectOf(() => assertListingPage(blogGrid, url('/blog/page/9'), '9'))).toBe(
      '/404-error',
    );
    expect(redirectOf(() => assertListingPage(blogGrid, url('/blog/page/2'), '2'))).toBeUndefined();
  });
});

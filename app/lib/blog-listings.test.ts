import { describe, expect, it } from 'vitest';
import { postSlugs } from '../content/slugs';
import { blogGrid, blogStandard, listingLaterPages, listingPage } from './blog-listings';

const url = (path: string) => `https://example.com${path}`;
/** The URLs of a listing's pages after the first, for the posts there are. */
const laterPages = (base: string, pageSize: number) =>
  Array.from(
    { length: Math.ceil(postSlugs.length / pageSize) - 1 },
    (_, i) => `${base}/page/${i + 2}`,
  );
const gridPages = Math.ceil(postSlugs.length / 4);
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

  it('list the URL of every page after the first', () => {
    expect(listingLaterPages(blogGrid)).toEqual(laterPages('/blog', 4));
    expect(listingLaterPages(blogStandard)).toEqual(laterPages('/blog-standard', 3));
    expect(listingLaterPages({ basePath: '/news', pageSize: 2 })).toEqual(laterPages('/news', 2));
  });
});

describe('listingPage', () => {
  it('gives the posts of the page the URL names', () => {
    expect(listingPage(blogGrid, postSlugs, url('/blog')).items).toEqual(postSlugs.slice(0, 4));
    const second = listingPage(blogGrid, postSlugs, url('/blog/page/2'), '2');
    expect(second.items).toEqual(postSlugs.slice(4, 8));
    expect(second.pageIndex).toBe(1);
  });

  it('redirects old links and page numbers that do not exist, counting the posts it is given', () => {
    expect(
      redirectOf(() => listingPage(blogStandard, postSlugs, url('/blog-standard?page=2'))),
    ).toBe('/blog-standard/page/2');
    const beyond = String(gridPages + 1);
    const at = (page: string, items: readonly string[] = postSlugs) =>
      redirectOf(() => listingPage(blogGrid, items, url(`/blog/page/${page}`), page));
    expect(at(beyond)).toBe('/404-error');
    expect(at(String(gridPages))).toBeUndefined();
    // A post published since the build adds a page; one fewer post can remove one.
    const more = [...postSlugs, ...Array.from({ length: 4 }, (_, i) => `added-${i}`)];
    expect(at(beyond, more)).toBeUndefined();
  });
});

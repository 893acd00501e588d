import { describe, expect, it } from 'vitest';
import {
  clampPageIndex,
  pageBanner,
  pageCount,
  pageName,
  pagePath,
  pagePaths,
  pageTarget,
  paginate,
} from './paginate';

const six = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('pageCount', () => {
  it('divides the item count by the page size and rounds up', () => {
    expect(pageCount(6, 4)).toBe(2);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(8, 4)).toBe(2);
  });

  it('never reports fewer than one page', () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(5, 0)).toBe(1);
  });
});

describe('paginate', () => {
  it('returns the first page with no previous page', () => {
    expect(paginate(six, 0, 4)).toEqual({
      items: ['a', 'b', 'c', 'd'],
      pageIndex: 0,
      pageCount: 2,
      hasPrevious: false,
      hasNext: true,
    });
  });

  it('returns a short last page with no next page', () => {
    const page = paginate(six, 1, 4);
    expect(page.items).toEqual(['e', 'f']);
    expect(page.hasPrevious).toBe(true);
    expect(page.hasNext).toBe(false);
  });

  it('has both neighbours on a middle page', () => {
    const page = paginate(['a', 'b', 'c', 'd', 'e'], 1, 2);
    expect(page.items).toEqual(['c', 'd']);
    expect([page.hasPrevious, page.hasNext]).toEqual([true, true]);
  });

  it('clamps an index past the end to the last page and a negative one to the first', () => {
    expect(paginate(six, 9, 3)).toMatchObject({ items: ['d', 'e', 'f'], pageIndex: 1 });
    expect(paginate(six, -2, 3)).toMatchObject({ items: ['a', 'b', 'c'], pageIndex: 0 });
  });

  it('gives an empty list one empty page', () => {
    expect(paginate([], 3, 4)).toEqual({
      items: [],
      pageIndex: 0,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });
});

describe('clampPageIndex', () => {
  it('floors fractions and turns NaN into the first page', () => {
    expect(clampPageIndex(1.7, 3)).toBe(1);
    expect(clampPageIndex(Number.NaN, 3)).toBe(0);
  });
});

describe('pagePath', () => {
  it("gives the first page the list's own path and later pages a 1-based /page/n under it", () => {
    expect(pagePath('/blog', 0)).toBe('/blog');
    expect(pagePath('/blog', 1)).toBe('/blog/page/2');
    expect(pagePath('/blog-standard', 2)).toBe('/blog-standard/page/3');
  });

  it('lists every page of a list in order, at least the first', () => {
    expect(pagePaths('/blog', 2)).toEqual(['/blog', '/blog/page/2']);
    expect(pagePaths('/blog', 0)).toEqual(['/blog']);
  });
});

describe('pageTarget', () => {
  const target = (requested: string) => pageTarget('/blog', requested, 2, '/404-error');

  it('sends a page number that exists to its page, page 1 to the list itself', () => {
    expect(target('1')).toBe('/blog');
    expect(target('2')).toBe('/blog/page/2');
  });

  it('sends a page that does not exist, or anything that is not a plain number, to not found', () => {
    for (const value of ['0', '3', '99', '-1', '02', '2.0', ' 2', '', 'two', 'constructor'])
      expect(target(value), value).toBe('/404-error');
  });
});

describe('pageName', () => {
  it('names the first page plainly and later pages with their number', () => {
    expect(pageName('Blog', 0)).toBe('Blog');
    expect(pageName('Blog', 1)).toBe('Blog – Page 2');
  });
});

describe('pageBanner', () => {
  it('titles the first page plainly and later pages with their number under the list', () => {
    expect(pageBanner('Blog', '/blog', 0)).toEqual({ title: 'Blog' });
    expect(pageBanner('Blog', '/blog', 1)).toEqual({
      title: 'Blog – Page 2',
      crumb: 'Page 2',
      parent: { label: 'Blog', to: '/blog' },
    });
  });
});

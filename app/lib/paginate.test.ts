import { describe, expect, it } from 'vitest';
import { clampPageIndex, pageCount, pageHref, pageIndexFromParam, paginate } from './paginate';

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

describe('pageIndexFromParam', () => {
  it('reads the 1-based URL value as a zero-based index', () => {
    expect(pageIndexFromParam('1')).toBe(0);
    expect(pageIndexFromParam('2')).toBe(1);
  });

  it('treats a missing, zero, negative or non-integer value as the first page', () => {
    for (const value of [null, '', '0', '-3', '1.5', 'two'])
      expect(pageIndexFromParam(value)).toBe(0);
  });
});

describe('pageHref', () => {
  it('links the first page without a query and later pages with a 1-based ?page', () => {
    expect(pageHref('/blog', 0)).toBe('/blog');
    expect(pageHref('/blog', 1)).toBe('/blog?page=2');
  });
});

import { describe, expect, it } from 'vitest';
import { pageIndexOrRedirect } from './page-loader';

const blog = { basePath: '/blog', pageCount: 2 };
const at = (path: string, segment?: string) =>
  pageIndexOrRedirect(blog, `https://example.com${path}`, segment);

/** The redirect a call throws: its status and Location, or the error when it is not one. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get('Location') };
    return error;
  }
  return 'nothing thrown';
}

describe('pageIndexOrRedirect', () => {
  it("shows the first page at the list's own path and later pages at /page/n", () => {
    expect(at('/blog')).toBe(0);
    expect(at('/blog/page/2', '2')).toBe(1);
    expect(at('/blog/page/2.data', '2')).toBe(1);
  });

  it("moves an old ?page=N link to that page's own URL for good", () => {
    expect(thrown(() => at('/blog?page=2'))).toEqual({ status: 301, location: '/blog/page/2' });
    expect(thrown(() => at('/blog?page=1'))).toEqual({ status: 301, location: '/blog' });
  });

  it('moves /page/1 to the list itself', () => {
    expect(thrown(() => at('/blog/page/1', '1'))).toEqual({ status: 301, location: '/blog' });
  });

  it('sends pages that do not exist to the Not Found destination', () => {
    for (const [path, segment] of [
      ['/blog/page/3', '3'],
      ['/blog/page/99', '99'],
      ['/blog/page/0', '0'],
      ['/blog/page/two', 'two'],
      ['/blog?page=99', undefined],
      ['/blog?page=', undefined],
    ] as const)
      expect(
        thrown(() => at(path, segment)),
        path,
      ).toEqual({ status: 302, location: '/404-error' });
  });

  it("ignores a ?page query on a page's own URL", () => {
    expect(at('/blog/page/2?page=1', '2')).toBe(1);
  });
});

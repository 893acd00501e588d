import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, type PaginationProps } from './pagination';

function renderPager(
  props: Partial<PaginationProps> & Pick<PaginationProps, 'pageIndex' | 'pageCount'>,
) {
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <Pagination basePath="/blog" {...props} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Pagination' });
}

describe('Pagination', () => {
  it('links every page number to its own URL, 1-based, and marks the current page', () => {
    const nav = renderPager({ pageIndex: 1, pageCount: 3 });
    const pages = ['Page 1', 'Page 2', 'Page 3'].map((name) =>
      within(nav).getByRole('link', { name }),
    );
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
    ]);
    expect(pages[1]).toHaveAttribute('aria-current', 'page');
    expect(pages[0]).not.toHaveAttribute('aria-current');
  });

  it('hides Previous on the first page and Next on the last when edges are hidden', () => {
    let nav = renderPager({ pageIndex: 0, pageCount: 2 });
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blog/page/2',
    );
    cleanup();
    nav = renderPager({ pageIndex: 1, pageCount: 2 });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('keeps Previous and Next as disabled buttons at the edges when edges are disabled', () => {
    const nav = renderPager({ pageIndex: 0, pageCount: 2, edge: 'disabled' });
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blog/page/2',
    );
    cleanup();
    const last = renderPager({ pageIndex: 1, pageCount: 2, edge: 'disabled' });
    expect(within(last).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(last).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('renders nothing when everything fits on one page', () => {
    render(
      <MemoryRouter>
        <Pagination basePath="/" pageIndex={0} pageCount={1} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BreakdownRow } from '../../../../server/stats/report-types';
import { BreakdownTable } from './breakdown-table';
import { type TableKey, viewState } from './stats-sort';

const row = (
  value: string,
  visits: number,
  enquiries: number,
  views = visits * 2,
): BreakdownRow => ({
  value,
  views,
  visitors: visits,
  visits,
  enquiries,
  rate: visits ? enquiries / visits : 0,
});

const PAGES = [row('/faq', 10, 1), row('/', 40, 2), row('/services', 25, 5), row('/blog', 5, 0)];

function renderTable(table: TableKey, rows: BreakdownRow[], query: string) {
  const state = viewState(new URLSearchParams(query));
  render(
    <MemoryRouter>
      <BreakdownTable table={table} rows={rows} state={state} />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: /./ });
}

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('BreakdownTable', () => {
  it('orders pages by views by default, marking that header with aria-sort', () => {
    const table = renderTable('pages', PAGES, 'period=7d');
    expect(firstColumn(table)).toEqual(['/', '/services', '/faq', '/blog']);
    const views = within(table).getByRole('columnheader', { name: /Views/ });
    expect(views).toHaveAttribute('aria-sort', 'descending');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((th) => th.hasAttribute('aria-sort')),
    ).toHaveLength(1);
  });

  it('sorts by the column the address names, and its header link turns the order round', () => {
    const table = renderTable('pages', PAGES, 'period=7d&sort=pages.rate&dir=desc');
    expect(firstColumn(table)).toEqual(['/services', '/faq', '/', '/blog']);
    const rate = within(table).getByRole('columnheader', { name: /Rate/ });
    expect(rate).toHaveAttribute('aria-sort', 'descending');
    // The period stays in every link; the sorted column's link asks for the other direction.
    expect(within(rate).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/stats?period=7d&sort=pages.rate&dir=asc',
    );
    const name = within(table).getByRole('columnheader', { name: /Page/ });
    expect(within(name).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/stats?period=7d&sort=pages.value&dir=asc',
    );
  });

  it('shows rates and counts in words people read', () => {
    const table = renderTable('pages', PAGES, 'sort=pages.value&dir=asc');
    expect(firstColumn(table)).toEqual(['/', '/blog', '/faq', '/services']);
    const services = within(table).getByRole('row', { name: /\/services/ });
    expect(within(services).getByText('20%')).toBeInTheDocument();
    const faq = within(table).getByRole('row', { name: /\/faq/ });
    expect(within(faq).getByText('10%')).toBeInTheDocument();
  });

  it.each([
    'sort=pages.nothing',
    'sort=nowhere.views',
    'sort=pages.views.extra',
    'sort=pages.views&dir=sideways',
  ])('falls back quietly for %s', (query) => {
    const table = renderTable('pages', PAGES, query);
    expect(firstColumn(table)).toEqual(['/', '/services', '/faq', '/blog']);
  });

  it('leaves another table’s sort alone', () => {
    const table = renderTable('pages', PAGES, 'sort=referrers.value&dir=asc');
    expect(firstColumn(table)).toEqual(['/', '/services', '/faq', '/blog']);
  });

  it('shows the top 20 and a link to all of them, which keeps the sort', () => {
    const many = Array.from({ length: 27 }, (_, i) => row(`site-${i}.example`, 100 - i, 0));
    const table = renderTable('referrers', many, 'period=12m&sort=referrers.visits&dir=desc');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    const more = screen.getByRole('link', { name: 'Show all 27 sites' });
    expect(more).toHaveAttribute(
      'href',
      '/admin/stats?period=12m&sort=referrers.visits&dir=desc&all=referrers',
    );
  });

  it('shows every row once asked, with a way back to the top 20', () => {
    const many = Array.from({ length: 27 }, (_, i) => row(`/p/${i}`, 100 - i, 0));
    const table = renderTable('entries', many, 'all=entries');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(27);
    expect(screen.getByRole('link', { name: 'Show the top 20 only' })).toHaveAttribute(
      'href',
      '/admin/stats',
    );
  });

  it('names campaigns and devices in words', () => {
    renderTable('campaigns', [row('newsletter|email|', 4, 1)], '');
    expect(screen.getByRole('rowheader', { name: 'newsletter / email / –' })).toBeInTheDocument();
  });

  it('says so in words when there is nothing', () => {
    render(
      <MemoryRouter>
        <BreakdownTable table="entries" rows={[]} state={viewState(new URLSearchParams())} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No visits in this period yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

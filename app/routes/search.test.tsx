import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimeLoaderArgs } from '../lib/fixtures/loader-args';
import { stubIndexFetch } from '../search/stub-index-fetch';
import SearchPage, { headers, loader, meta } from './search';

stubIndexFetch();
afterEach(() => vi.unstubAllEnvs());

const load = (search: string) => loader(buildTimeLoaderArgs(`/search${search}`));

/** What shows while the stub runs the loader before its first render. */
const Loading = () => null;

function renderSearch(search: string) {
  const Stub = createRoutesStub([
    { path: '/search', Component: SearchPage, loader, HydrateFallback: Loading },
  ]);
  render(<Stub initialEntries={[`/search${search}`]} />);
}

describe('search route loader', () => {
  it('returns grouped results for the query', async () => {
    const data = await load('?q=renovation');
    expect(data.status).toBe('done');
    if (data.status !== 'done') return;
    expect(data.results.groups[0]?.hits[0]?.url).toBe('/services/house-renovation');
  });

  it.each(['', '?q=', '?q=%20%20', `?q=${'a'.repeat(600)}`, '?q=%3Cscript%3E', '?q=%25'])(
    'answers %j calmly',
    async (search) => {
      const data = await load(search);
      expect(['empty', 'done']).toContain(data.status);
      expect(data.query.length).toBeLessThanOrEqual(100);
    },
  );

  it('says search needs the server while the build pre-renders the page', async () => {
    vi.stubEnv('IS_RR_BUILD_REQUEST', 'yes');
    expect((await load('')).status).toBe('needs-server');
  });
});

describe('search route', () => {
  it('is private, uncached and kept out of search engines', () => {
    expect(headers()).toEqual({ 'Cache-Control': 'private, no-store' });
    const tags = meta({ loaderData: undefined } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('shows the query, the count and the results grouped under headings', async () => {
    renderSearch('?q=renovation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('renovation');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results for “renovation”$/);
    const services = screen.getByRole('region', { name: /Services/ });
    const link = within(services).getByRole('link', { name: 'House Renovation' });
    expect(link).toHaveAttribute('href', '/services/house-renovation');
    expect(services.querySelector('mark')).toHaveTextContent(/renovation/i);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says when nothing matches and offers the main sections and the contact page', async () => {
    renderSearch('?q=xylophone');
    expect(await screen.findByRole('status')).toHaveTextContent('0 results for “xylophone”');
    const sections = screen.getByRole('navigation', { name: 'Main sections' });
    expect(within(sections).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(sections).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('asks for a query when there is none', async () => {
    renderSearch('');
    expect(await screen.findByText(/Type a word or two/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

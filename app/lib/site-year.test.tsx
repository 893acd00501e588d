import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../layout/footer/site-footer';
import { loader as rootLoader } from '../root';
import { buildTimeLoaderArgs } from './fixtures/loader-args';
import { BUILD_YEAR, renderYear, useSiteYear } from './site-year';

// React's act() wants to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
});

/** Only the clock is faked: the loader's promises still run. */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/** The footer as the root route shows it, with the year from the root loader's data. */
function FooterFromRoot() {
  return <SiteFooter posts={[]} year={useSiteYear()} />;
}

const routes = () => [{ id: 'root', path: '/', loader: rootLoader, Component: FooterFromRoot }];

describe('renderYear', () => {
  it('is the UTC year of the moment given', () => {
    expect(renderYear(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(renderYear(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});

describe('BUILD_YEAR', () => {
  it('is a year no later than now: the year this code was compiled', () => {
    expect(Number.isInteger(BUILD_YEAR)).toBe(true);
    expect(BUILD_YEAR).toBeGreaterThanOrEqual(2025);
    expect(BUILD_YEAR).toBeLessThanOrEqual(new Date().getUTCFullYear());
  });
});

describe('the copyright year', () => {
  it('is the year the root loader runs in, not a fixed one', async () => {
    setClock('2031-05-04T12:00:00Z');
    expect((await rootLoader(buildTimeLoaderArgs())).year).toBe(2031);
  });

  it('shows the root loader’s year, and the build’s year where there is no loader data', async () => {
    setClock('2033-02-01T12:00:00Z');
    const router = createMemoryRouter(routes());
    const host = document.createElement('div');
    document.body.append(host);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(host);
    await act(async () => root.render(<RouterProvider router={router} />));
    await vi.waitFor(() => expect(host.textContent).toContain(`© 2033 `));
    await act(async () => root.unmount());

    const bare = createMemoryRouter([{ id: 'root', path: '/', Component: FooterFromRoot }]);
    await act(async () => createRoot(host).render(<RouterProvider router={bare} />));
    expect(host.textContent).toContain(`© ${BUILD_YEAR} `);
    host.remove();
  });

  it('hydrates without a mismatch when the page was rendered last year and opened this year', async () => {
    // The server renders the page on New Year's Eve…
    setClock('2030-12-31T23:59:30Z');
    const handler = createStaticHandler(routes());
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error('the root loader answered with a Response');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.textContent).toContain('© 2030 ');

    // …and the browser hydrates it in the new year, with the data that came with the page.
    setClock('2031-01-01T00:00:30Z');
    document.body.append(host);
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      problems.push(args);
    });
    const router = createMemoryRouter(routes(), {
      hydrationData: { loaderData: context.loaderData },
    });
    const root = await act(async () =>
      hydrateRoot(host, <RouterProvider router={router} />, {
        onRecoverableError: (error) => problems.push(error),
      }),
    );
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(host.textContent).toContain('© 2030 ');
    await act(async () => root.unmount());
    host.remove();
  });
});

import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../browser/chunk-error';
import { RootErrorBoundary } from './root-error-boundary';

type BoundaryProps = Parameters<typeof RootErrorBoundary>[0];

/** The boundary drawn by a router in the browser, as the admin's app would, at /admin. */
function renderInRouter(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <RootErrorBoundary {...({ error, params: {} } as BoundaryProps)} />,
      },
      { path: '/', element: <h1>Public home rendered by the router</h1> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// jsdom has no document navigation: keep it from reporting one it cannot do (on the window,
// after the router's own click handler, which a router link would use, has seen the click).
const stop = (event: Event) => event.preventDefault();
afterEach(() => window.removeEventListener('click', stop));

describe("the root's error screens leave for public pages by document", () => {
  // Public pages are served with islands (decision 047): a router link would draw one with React.
  for (const [name, error] of [
    ['the 500 screen', new Error('Something broke while rendering')],
    ['the chunk-error screen', new ChunkLoadError('timeout', '/admin')],
  ] as const) {
    it(`${name}: Back to Home is not the router's`, () => {
      const router = renderInRouter(error);
      window.addEventListener('click', stop);
      screen.getByRole('link', { name: 'Back to Home' }).click();
      expect(router.state.location.pathname).toBe('/admin');
      expect(screen.queryByText('Public home rendered by the router')).toBeNull();
    });
  }
});

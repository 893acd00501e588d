import type { MouseEvent, ReactNode } from 'react';
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Route } from '../+types/root';
import { asChunkLoadError } from '../browser/chunk-error';
import { ErrorScreen } from '../components/error-screen';
import { errorMessage } from '../lib/error-message';
import { BUILD_YEAR } from '../lib/site-year';
import type { loader } from '../root';
import { ChunkErrorScreen } from './chunk-error-screen';
import { LazyNotFound } from './lazy-not-found';
import { SiteShell } from './site-shell';

/** The root's error screen: a chunk that failed to load, Not Found, or anything else. */
export function RootErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const chunkError = asChunkLoadError(error);
  if (chunkError) return <ChunkErrorScreen error={chunkError} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    // The server sends this screen as a page with islands (app/islands/islands-page.ts), never
    // hydrated; React draws it in the browser only after a client-side navigation of the admin's
    // app, and then its header and footer links, which lead to public pages, load documents.
    return import.meta.env.SSR ? (
      <NotFoundInShell />
    ) : (
      <DocumentLinks>
        <NotFoundInShell />
      </DocumentLinks>
    );
  }
  return (
    <ErrorScreen title="Unexpected Application Error!" message={errorMessage(error)}>
      {import.meta.env.DEV && error instanceof Error && error.stack && (
        <pre className="mt-6 max-w-full overflow-auto rounded-md bg-surface-muted p-4 text-left text-xs">
          {error.stack}
        </pre>
      )}
    </ErrorScreen>
  );
}

/** Not Found in the site's header and footer, with the root's data when its loader answered. */
function NotFoundInShell() {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <SiteShell
      footerPosts={root?.footerPosts ?? []}
      year={root?.year ?? BUILD_YEAR}
      privacyPath={root?.privacyPath}
    >
      <LazyNotFound />
    </SiteShell>
  );
}

/**
 * Public pages are served with islands (decision 047): a router link to one would have the
 * admin's app draw it with React. A click on a link inside is kept from the router's links (its
 * propagation stops before them) and left to the browser, which loads the page.
 */
function DocumentLinks({ children }: { children: ReactNode }) {
  const onClickCapture = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      event.stopPropagation();
    }
  };
  return (
    <div className="contents" onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}

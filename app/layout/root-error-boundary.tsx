import { isRouteErrorResponse } from 'react-router';
import type { Route } from '../+types/root';
import { asChunkLoadError } from '../browser/chunk-error';
import { ErrorScreen } from '../components/error-screen';
import { errorMessage } from '../lib/error-message';
import { BUILD_YEAR } from '../lib/site-year';
import { ChunkErrorScreen } from './chunk-error-screen';
import { LazyNotFound } from './lazy-not-found';
import { SiteShell } from './site-shell';

/** The root's error screen: a chunk that failed to load, Not Found, or anything else. */
export function RootErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const chunkError = asChunkLoadError(error);
  if (chunkError) return <ChunkErrorScreen error={chunkError} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell footerPosts={[]} year={BUILD_YEAR}>
        <LazyNotFound />
      </SiteShell>
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

import { lazy, Suspense } from 'react';

// Only the fallback page for unknown URLs and a 404 error need this screen at first load.
const NotFoundScreen = lazy(() =>
  import('../routes/not-found').then((module) => ({ default: module.NotFoundScreen })),
);

/** The Not Found screen, loaded when it is first shown (the root's fallback and 404 error). */
export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    </Suspense>
  );
}

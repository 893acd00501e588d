import { lazy, Suspense } from 'react';
import { useCursorPreference } from './use-cursor-preference';
import { useMediaQuery } from './use-media-query';

// The ring's code loads only for visitors who will see it.
const CursorRing = lazy(() =>
  import('./cursor-ring').then((module) => ({ default: module.CursorRing })),
);

/**
 * A decorative ring that trails the pointer. Only for a mouse, only when the
 * visitor wants it and motion is welcome; the native cursor always stays.
 * Renders nothing on the server and during hydration.
 */
export function CustomCursor() {
  const isEnabled = useCursorPreference();
  const hasFinePointer = useMediaQuery('(hover: hover) and (pointer: fine)');
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (!isEnabled || !hasFinePointer || prefersReducedMotion) return null;
  return (
    <Suspense fallback={null}>
      <CursorRing />
    </Suspense>
  );
}

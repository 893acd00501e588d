import type { ErrorPayload, Plugin } from 'vite';

/** Vite's error overlay payload for a content problem: the sentence first, then the rest. */
export function overlayError(error: unknown, root?: string): ErrorPayload['err'];
/**
 * Dev server only: re-runs the content step when a file in content/ changes, and shows a
 * problem in the browser's error overlay until it is fixed.
 */
export function contentCollections(options?: { contentDir?: string; outDir?: string }): Plugin;

import type { Plugin } from 'vite';

/** Dev server only: re-runs the content step when a file in content/ changes. */
export function contentCollections(): Plugin;

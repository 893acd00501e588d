import type { Plugin } from 'vite';

/** For the browser build: these modules' exports, evaluated at build time, as plain literals. */
export function builtData(files: string[]): Plugin;

import { readFile } from 'node:fs/promises';
import type MiniSearch from 'minisearch';
import { loadSearchIndex } from './build-search-index';
import type { SearchDocument } from './search-document';

let loaded: Promise<MiniSearch<SearchDocument>> | undefined;

/**
 * The index pre-rendered at build time, read once per server process. The server bundle is
 * build/server/index.js, so the file sits at ../client/search-index.json from it. Under
 * `react-router dev` there is no such file: the dev server's own resource route answers.
 */
export function serverSearchIndex(origin: string): Promise<MiniSearch<SearchDocument>> {
  if (import.meta.env.DEV) return fetchIndex(new URL('/search-index.json', origin));
  loaded ??= readFile(new URL('../client/search-index.json', import.meta.url), 'utf8').then(
    loadSearchIndex,
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

async function fetchIndex(url: URL): Promise<MiniSearch<SearchDocument>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index answered ${response.status}`);
  return loadSearchIndex(await response.text());
}

/**
 * True while `react-router build` pre-renders pages: @react-router/dev sets this variable in
 * the build process around its pre-render requests, and a running server never has it.
 */
export function isPrerendering(): boolean {
  return process.env.IS_RR_BUILD_REQUEST === 'yes';
}

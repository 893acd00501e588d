// `npm run bench:search`: what site search costs. Loads the search code and the real content
// through Vite (as the build does), then prints the index size (raw and gzip), the time the
// index adds to the build, and the time per query over a fixed list of 100 queries: the search
// alone, and the whole server answer to GET /search?q=… when a server build exists.
// Usage: npm run bench:search   (run `npm run build` first for the server timings)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequestHandler } from 'react-router';
import { createServer } from 'vite';
import { imagetools } from 'vite-imagetools';
import { root } from './lib/paths.mjs';
import { benchQueries } from './lib/search-queries.mjs';

const BUILD_RUNS = 5;
const QUERY_ROUNDS = 5;

/** Milliseconds `fn` takes, and what it returned. */
async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** p50 and p95 of the time per query over every query, `QUERY_ROUNDS` times (after a warm-up). */
async function perQuery(run) {
  for (const query of benchQueries) await run(query);
  const times = [];
  for (let round = 0; round < QUERY_ROUNDS; round++) {
    for (const query of benchQueries) times.push((await timed(() => run(query))).ms);
  }
  return `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${times.length} runs)`;
}

const vite = await createServer({
  root,
  configFile: false,
  plugins: [imagetools()],
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { searchSources } = await vite.ssrLoadModule('/app/content/index.ts');
  const { siteDocuments } = await vite.ssrLoadModule('/app/search/site-documents.ts');
  const { buildSearchIndex, loadSearchIndex } = await vite.ssrLoadModule(
    '/app/search/build-search-index.ts',
  );
  const { searchSite } = await vite.ssrLoadModule('/app/search/search-site.ts');

  const builds = [];
  for (let run = 0; run < BUILD_RUNS; run++) {
    builds.push(await timed(() => buildSearchIndex(siteDocuments(searchSources))));
  }
  const json = builds[0].value;
  const documents = siteDocuments(searchSources).length;
  const load = await timed(() => loadSearchIndex(json));
  const index = load.value;

  console.log(`Search index: ${documents} documents, ${benchQueries.length} bench queries`);
  console.log(
    `  size            ${kib(Buffer.byteLength(json))} raw, ${kib(gzipSync(json, { level: 9 }).length)} gzip`,
  );
  console.log(
    `  build time      ${ms(builds[0].ms)} first run, ${ms(
      percentile(
        builds.slice(1).map((b) => b.ms),
        50,
      ),
    )} median of the next ${BUILD_RUNS - 1}`,
  );
  console.log(`  load (server)   ${ms(load.ms)} to parse the index once per process`);
  console.log(
    `  search only     ${await perQuery((q) => searchSite(index, q, { withExcerpts: true }))}`,
  );
  console.log(`  suggestions     ${await perQuery((q) => searchSite(index, q, { perKind: 3 }))}`);

  const serverBuild = join(root, 'build/server/index.js');
  const builtIndex = join(root, 'build/client/search-index.json');
  if (existsSync(serverBuild) && existsSync(builtIndex)) {
    if (readFileSync(builtIndex, 'utf8') !== json)
      console.log('  (build/client/search-index.json is older than the content: rebuild)');
    const handler = createRequestHandler(
      await import(pathToFileURL(serverBuild).href),
      'production',
    );
    const answer = async (q) =>
      (await handler(new Request(`http://localhost/search?q=${encodeURIComponent(q)}`))).text();
    console.log(`  GET /search     ${await perQuery(answer)} (server render, whole page)`);
  } else {
    console.log('  GET /search     no server build: run `npm run build` for the server timings');
  }
} finally {
  await vite.close();
}

// `npm run bench:pages`: how fast the server sends a page it renders (a blog post, kept in the
// render cache) against the same page's pre-rendered file served as a static file: requests
// per second and p50/p95 time to the last byte, N at a time, for a fixed time each. A
// benchmark, not a test: the numbers depend on the machine (see the README).
// Usage: npm run bench:pages [-- --concurrency 10 --seconds 5]
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDir } from './lib/paths.mjs';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '5' },
  },
});
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Fetches `url` from CONCURRENCY loops for SECONDS; every answer must be a 200. */
async function load(url) {
  const times = [];
  const end = Date.now() + SECONDS * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  times.sort((a, b) => a - b);
  return {
    perSecond: Math.round(times.length / SECONDS),
    p50: percentile(times, 0.5).toFixed(1),
    p95: percentile(times, 0.95).toFixed(1),
  };
}

ensureBuild();
const post = readdirSync(join(buildDir, 'blog'), { withFileTypes: true }).find(
  (entry) => entry.isDirectory() && entry.name !== 'page',
)?.name;
if (!post) throw new Error('The build has no blog post to measure');
const server = await startServer({
  env: { DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'bench-pages-')), 'site.db')}` },
});
try {
  const rendered = `${server.url}/blog/${post}`;
  const first = performance.now();
  await (await fetch(rendered)).arrayBuffer();
  console.log(`first render of /blog/${post}: ${(performance.now() - first).toFixed(1)} ms`);
  // Warm both before measuring.
  await load(rendered);
  const cached = await load(rendered);
  const file = await load(`${server.url}/blog/${post}/index.html`);
  console.log(`${CONCURRENCY} at a time, ${SECONDS} s each, gzip:`);
  console.log('| page | req/s | p50 ms | p95 ms |\n| --- | --- | --- | --- |');
  console.log(`| server-rendered, cached | ${cached.perSecond} | ${cached.p50} | ${cached.p95} |`);
  console.log(`| the same page's static file | ${file.perSecond} | ${file.p50} | ${file.p95} |`);
  console.log(`time ratio (p50, cached / static): ${(cached.p50 / file.p50).toFixed(2)}`);
} finally {
  await server.close();
}

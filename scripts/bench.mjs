// `npm run bench`: Lighthouse (mobile, default config) on the built site, plus byte counts.
// Usage: node scripts/bench.mjs [/route …]   BENCH_RUNS=3 for the median of three runs.
// Writes reports/bench.json. Scores vary between runs; compare medians against thresholds.
// Lighthouse (about 120 MB) is no dependency of the project: npx fetches the pinned version on
// the first run into its own cache and reuses it after.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromeArgs, findChrome } from './find-chrome.mjs';
import { isMain, reportsDir } from './lib/paths.mjs';
import { kb, listRoutes, routeBytes } from './lib/route-bytes.mjs';
import { startServer } from './serve.mjs';
import { ensureBuild } from './start.mjs';

const CORE = ['/', '/contact-us', '/faq', '/pricing-plans'];
const OPTIONAL = [
  '/about-us',
  '/services/building-architecture',
  '/portfolio/3-columns',
  '/blog',
  '/blog/the-future-of-smart-homes-in-construction',
  '/home-two',
  '/home-three',
  '/home-four',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LIGHTHOUSE = 'lighthouse@13.5.0';

/**
 * One Lighthouse run on `url` in a browser of its own (the server here keeps answering).
 * `extra`: more command-line options (scripts/bench-islands.mjs sets the CPU slow-down).
 */
export async function lighthouse(url, extra = []) {
  // A trace Lighthouse failed to record (NO_NAVSTART and the like) says to run it again: twice more.
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, extra);
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again/i.test(String(error))) throw error;
      console.log(`  ${url}: Lighthouse asks to be run again (attempt ${attempt} of 3)`);
    }
  }
}

async function lighthouseOnce(url, extra) {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${chromeArgs.join(' ')}`,
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: findChrome() }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

export const median = (values) => {
  const sorted = values
    .filter((v) => typeof v === 'number' && !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function summarise(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    runtimeError: lhr.runtimeError?.message,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

async function main() {
  ensureBuild();
  const built = new Set(listRoutes());
  const asked = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const routes = asked.length > 0 ? asked : [...CORE, ...OPTIONAL].filter((r) => built.has(r));
  const missing = routes.filter((r) => !built.has(r));
  if (missing.length > 0) throw new Error(`Not in the build: ${missing.join(', ')}`);
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

  const server = await startServer();
  const results = [];
  try {
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const started = Date.now();
        const lhr = await lighthouse(`${server.url}${route}`);
        const sample = summarise(lhr);
        samples.push(sample);
        process.stderr.write(
          `${route} run ${i + 1}/${runs}: perf ${sample.perf} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
        );
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      const bytes = routeBytes(route);
      results.push({
        route,
        perf: pick('perf'),
        a11y: pick('a11y'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcp'),
        tbtMs: pick('tbt'),
        cls: pick('cls'),
        fcpMs: pick('fcp'),
        jsBytesGzip: bytes.js,
        cssBytesGzip: bytes.css,
        htmlBytesGzip: bytes.html,
        samples,
      });
    }
  } finally {
    await server.close();
  }

  const fmt = (v, digits = 0) => (v == null ? 'n/a' : v.toFixed(digits));
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per route, mobile, simulated throttling\n`,
  );
  console.log(
    '| route | perf | a11y | best-practices | SEO | LCP ms | TBT ms | CLS | JS KB gz | CSS KB gz | HTML KB gz |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.route} | ${fmt(r.perf)} | ${fmt(r.a11y)} | ${fmt(r.bestPractices)} | ${fmt(r.seo)} | ${fmt(r.lcpMs)} | ${fmt(r.tbtMs)} | ${fmt(r.cls, 3)} | ${kb(r.jsBytesGzip)} | ${kb(r.cssBytesGzip)} | ${kb(r.htmlBytesGzip)} |`,
    );
  }
  for (const r of results) {
    const failed = [...new Set(r.samples.flatMap((s) => s.failedAudits))];
    const errors = r.samples.map((s) => s.runtimeError).filter(Boolean);
    if (failed.length > 0) console.log(`${r.route}: failed audits: ${failed.join(', ')}`);
    if (errors.length > 0) console.log(`${r.route}: Lighthouse error: ${errors[0]}`);
  }
  mkdirSync(reportsDir, { recursive: true });
  const out = join(reportsDir, 'bench.json');
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`,
  );
  console.log(`\nWrote ${out}`);
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

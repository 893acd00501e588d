// `npm run bench:islands`: issue 30's before/after figures in one run (decision 047).
// Builds the site at a git ref (default `main`, exported with `git archive` into a folder of its
// own, with this tree's node_modules linked in) or takes `--before <dir>`, a built checkout; then,
// for both that tree and this one (built here unless `--no-build`), on the site's own server:
//   - Lighthouse (mobile, CPU slowed down 4x, simulated network) on home, about, contact and a
//     post: performance score, TBT, CLS, script bytes transferred; median of `--runs` (1);
//   - the tap: in Chromium, a link on a page with islands is hovered (Speculation Rules fetch or
//     prerender it ahead), then tapped; the time from the press (pointerdown) and from the click
//     (the release) to the next page's first contentful paint (or its activation, if later), median
//     of `--taps` (10), the press lasting `--press` ms (80, a tap). Target ≤ 100 ms. Twice: the
//     prefetched page (Chromium under Playwright, which never prerenders) and the prerendered one
//     (Chromium driven through its tab, scripts/lib/tab-browser.mjs); with the machine's load.
// Usage: npm run bench:islands -- [--ref main | --before <dir>] [--runs 3] [--taps 20] [--no-build]
//   [--pages /,/about-us] (the pages Lighthouse measures, comma-separated) [--tap-only] (no
//   Lighthouse) [--reduced] (the taps again under reduced motion: no view transition)
// Writes reports/bench-islands.json. A bench, not a test: the figures vary with the machine.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { lighthouse, median, summarise } from './bench.mjs';
import { chromeArgs, findChrome } from './find-chrome.mjs';
import { reportsDir, root } from './lib/paths.mjs';
import { prerenderedTaps } from './lib/prerendered-taps.mjs';
import { startServer } from './serve.mjs';

const PAGES = ['/', '/about-us', '/contact-us', '/blog/the-future-of-smart-homes-in-construction'];
/** The tap: from a page with islands on main to another one. */
const TAP_FROM = '/history';
const TAP_TO = '/team';
const TAP_TARGET_MS = 100;
const LIGHTHOUSE_OPTIONS = ['--form-factor=mobile', '--throttling.cpuSlowdownMultiplier=4'];

const { values: args } = parseArgs({
  options: {
    ref: { type: 'string', default: 'main' },
    before: { type: 'string' },
    runs: { type: 'string', default: '1' },
    taps: { type: 'string', default: '10' },
    press: { type: 'string', default: '80' },
    'no-build': { type: 'boolean', default: false },
    'tap-only': { type: 'boolean', default: false },
    reduced: { type: 'boolean', default: false },
    pages: { type: 'string', default: PAGES.join(',') },
  },
});

const log = (line) => process.stderr.write(`${line}\n`);

/** The `before` checkout: `--before`, or `--ref` exported and built in a temporary folder. */
function beforeTree() {
  if (args.before) {
    const dir = resolve(args.before);
    if (!existsSync(join(dir, 'build/server/index.js'))) {
      throw new Error(`${dir} has no build: run npm run build there first`);
    }
    return { dir, label: args.before, cleanup: () => {} };
  }
  const commit = execFileSync('git', ['rev-parse', '--short', args.ref], { cwd: root })
    .toString()
    .trim();
  const dir = mkdtempSync(join(tmpdir(), `bench-islands-${commit}-`));
  log(`before: ${args.ref} (${commit}) exported to ${dir}, building…`);
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    dir,
    label: `${args.ref} (${commit})`,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Lighthouse on each page: the median of `runs` of each figure. */
async function lighthouseFigures(url, runs) {
  const rows = [];
  for (const path of args.pages.split(',')) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await lighthouse(`${url}${path}`, LIGHTHOUSE_OPTIONS);
      const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((total, item) => total + (item.transferSize ?? 0), 0);
      samples.push({ ...summarise(lhr), scripts });
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({
      path,
      perf: pick('perf'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      scriptBytes: pick('scripts'),
    });
    log(`  ${path}: perf ${pick('perf')}, TBT ${pick('tbt')} ms`);
  }
  return rows;
}

/**
 * The prefetched tap, `taps` times, in Chromium under Playwright (which turns prerendering off,
 * PrerenderingDisabledByDevTools): open TAP_FROM, put a link to TAP_TO in view (the menus' links
 * are folded away), hover it until the browser reports the prefetch ready (or 1 s on a page
 * without rules), tap. Samples as scripts/lib/prerendered-taps.mjs gives them.
 */
async function prefetchedTaps(url, { taps, press, reduced }) {
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
  const samples = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: reduced ? 'reduce' : 'no-preference',
    });
    const page = await context.newPage();
    const marks = {};
    await page.exposeFunction('benchTapped', (kind, at) => {
      marks[kind] = at;
    });
    const cdp = await context.newCDPSession(page);
    let ready = false;
    cdp.on('Preload.prefetchStatusUpdated', ({ key, status }) => {
      if (new URL(key.url).pathname === TAP_TO && status === 'Ready') ready = true;
    });
    await cdp.send('Preload.enable');
    for (let i = 0; i < taps; i++) {
      ready = false;
      await page.goto(`${url}${TAP_FROM}`, { waitUntil: 'load' });
      // Islands bound, or on a React page (before issue 30) the app hydrated: a link added
      // before would be thrown away by the hydration.
      await page.waitForFunction(() =>
        ['data-islands-ready', 'data-hydrated'].some((name) =>
          document.documentElement.hasAttribute(name),
        ),
      );
      const hasRules = await page.evaluate((to) => {
        const link = document.createElement('a');
        link.href = to;
        link.textContent = 'Our team';
        link.id = 'bench-next';
        link.style.display = 'block';
        document.querySelector('main')?.prepend(link);
        for (const [type, kind] of [
          ['pointerdown', 'down'],
          ['click', 'up'],
        ]) {
          link.addEventListener(type, (event) =>
            window.benchTapped(kind, performance.timeOrigin + event.timeStamp),
          );
        }
        return document.querySelector('script[type="speculationrules"]') !== null;
      }, TAP_TO);
      await page.hover('#bench-next');
      const until = Date.now() + (hasRules ? 5000 : 1000);
      while (!ready && Date.now() < until) await new Promise((done) => setTimeout(done, 20));
      await page.mouse.down();
      await new Promise((done) => setTimeout(done, press));
      await page.mouse.up();
      await page.waitForURL(`**${TAP_TO}`);
      const next = await page.waitForFunction(() => {
        const [paint] = performance.getEntriesByName('first-contentful-paint');
        if (!paint) return null;
        const [entry] = performance.getEntriesByType('navigation');
        return {
          shown: performance.timeOrigin + Math.max(paint.startTime, entry?.activationStart ?? 0),
          how: entry?.activationStart > 0 ? 'prerendered' : entry?.deliveryType || 'network',
        };
      });
      samples.push({ ...marks, ...(await next.jsonValue()), hover: null });
    }
  } finally {
    await browser.close();
  }
  return samples;
}

/** The medians of a set of taps: from the press (pointerdown) and from the click to the screen. */
function tapSummary(samples) {
  const counts = new Map();
  for (const { how } of samples) counts.set(how, (counts.get(how) ?? 0) + 1);
  const fromDown = samples.map((tap) => tap.shown - tap.down);
  const hovers = samples.map((tap) => tap.hover).filter((hover) => hover != null);
  return {
    fromDown: median(fromDown),
    maxFromDown: Math.max(...fromDown),
    fromClick: median(samples.map((tap) => tap.shown - tap.up)),
    hover: hovers.length > 0 ? median(hovers) : null,
    kinds: [...counts].map(([how, count]) => `${count} ${how}`).join(', '),
    samples,
  };
}

/** The machine's load averages (1, 5, 15 min), as `uptime` prints them. */
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Prefetched and prerendered taps, with the view transition and (`--reduced`) without. */
async function tapFigures(url, taps, press) {
  const rows = [];
  for (const reduced of args.reduced ? [false, true] : [false]) {
    const motion = reduced ? 'reduced motion' : 'motion allowed';
    const before = load();
    rows.push({
      kind: `prefetched, ${motion}`,
      ...tapSummary(await prefetchedTaps(url, { taps, press, reduced })),
      load: [before, load()],
    });
    log(`  ${rows.at(-1).kind}: ${rows.at(-1).fromDown} ms (load ${before})`);
    const was = load();
    const { samples, failures } = await prerenderedTaps({
      executable: findChrome(),
      args: reduced ? [...chromeArgs, '--force-prefers-reduced-motion'] : chromeArgs,
      url,
      from: TAP_FROM,
      to: TAP_TO,
      taps,
      press,
      waitMs: 3000,
    });
    rows.push({
      kind: `prerendered, ${motion}`,
      ...tapSummary(samples),
      failures,
      load: [was, load()],
    });
    log(`  ${rows.at(-1).kind}: ${rows.at(-1).fromDown} ms (load ${was})`);
  }
  return rows;
}

/** Both sets of figures for one built checkout, on a server of its own with a fresh database. */
async function measure(dir, label, runs, taps) {
  log(`${label}: serving ${dir}`);
  const data = mkdtempSync(join(tmpdir(), 'bench-islands-db-'));
  const server = await startServer({
    at: dir,
    env: { DATABASE_URL: `sqlite:${join(data, 'site.db')}`, VIEWS_PER_MINUTE: '100000' },
  });
  try {
    const pages = args['tap-only'] ? [] : await lighthouseFigures(server.url, runs);
    log(`${label}: ${taps} taps ${TAP_FROM} → ${TAP_TO}`);
    const tap = await tapFigures(server.url, taps, Number(args.press));
    return { label, pages, tap };
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}

async function main() {
  const runs = Math.max(1, Number(args.runs));
  const taps = Math.max(1, Number(args.taps));
  if (!args['no-build']) {
    log('after: building this tree…');
    execFileSync('npm', ['run', '--silent', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const before = beforeTree();
  // Interrupted: the exported tree goes too (servers and browsers are children of this process).
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      before.cleanup();
      process.exit(130);
    });
  }
  let results;
  try {
    results = [
      await measure(before.dir, `before: ${before.label}`, runs, taps),
      await measure(root, 'after: this tree', runs, taps),
    ];
  } finally {
    before.cleanup();
  }
  if (!args['tap-only']) printLighthouse(results, runs);
  printTaps(results, taps);
  mkdirSync(reportsDir, { recursive: true });
  const out = join(reportsDir, 'bench-islands.json');
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), runs, taps, results }, null, 2)}\n`,
  );
  console.log(`\nWrote ${out}`);
}

const fmt = (value, digits = 0) => (value == null ? 'n/a' : Number(value).toFixed(digits));

function printLighthouse(results, runs) {
  console.log(
    `\nLighthouse mobile (CPU 4x slower, simulated network), ${runs > 1 ? `median of ${runs}` : '1 run'} per page\n`,
  );
  console.log('| page | perf before → after | TBT ms | CLS | script KB transferred |');
  console.log('|---|---|---|---|---|');
  const [was, now] = results;
  for (const [i, row] of now.pages.entries()) {
    const old = was.pages[i];
    console.log(
      `| ${row.path} | ${fmt(old.perf)} → ${fmt(row.perf)} | ${fmt(old.tbt)} → ${fmt(row.tbt)} | ${fmt(old.cls, 3)} → ${fmt(row.cls, 3)} | ${fmt(old.scriptBytes / 1024, 1)} → ${fmt(row.scriptBytes / 1024, 1)} |`,
    );
  }
}

function printTaps(results, taps) {
  console.log(
    `\nTap to the next page on screen (its first contentful paint, or its activation if later), ${TAP_FROM} → ${TAP_TO} after a hover, a ${args.press} ms press, median of ${taps}:`,
  );
  for (const { label, tap } of results) {
    console.log(`  ${label}:`);
    for (const row of tap) {
      const target = label.startsWith('after') && row.fromClick <= TAP_TARGET_MS ? ' ✓' : '';
      console.log(
        `    ${row.kind}: ${fmt(row.fromDown)} ms from the press (max ${fmt(row.maxFromDown)}), ${fmt(row.fromClick)} ms from the click${target} (${row.kinds}${row.hover != null ? `; prerendered ${fmt(row.hover)} ms after the hover` : ''}; load ${row.load.join(' → ')}${row.failures?.length ? `; ${row.failures.length} failed` : ''})`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

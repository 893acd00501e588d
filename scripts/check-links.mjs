// Broken internal links and #anchors: linkinator crawls the built site as our own server
// (scripts/serve.mjs) answers it, starting from every pre-rendered page. Absolute URLs on the
// canonical origin (canonical, og:url, JSON-LD, the feed) are checked against this server too;
// other sites are skipped (this machine has no outside network, and they are not ours to fix).
// Also checks that the feed and the sitemap are served as XML. 0 broken or exit 1.
// Usage: node scripts/check-links.mjs   (after npm run build)
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import { buildDir, isMain } from './lib/paths.mjs';
import { startServer } from './serve.mjs';
import { htmlFiles } from './validate-html.mjs';

/** The production origin the pages' absolute URLs use, read from the brand file (app/brand.ts). */
const ORIGIN = brandOrigin(readFileSync(new URL('../app/brand.ts', import.meta.url), 'utf8'));
/** The `origin: '…'` of app/brand.ts (plain data, so a pattern reads it without TypeScript). */
function brandOrigin(source) {
  const origin = source.match(/^\s*origin:\s*'([^']+)'/m)?.[1];
  if (!origin) throw new Error('app/brand.ts: no origin found');
  return origin;
}
/** Files that must be served with an XML type. */
const XML_FILES = ['/feed.xml', '/sitemap.xml'];

/** The URL path each pre-rendered page answers at: faq/index.html → /faq. */
function pagePath(file) {
  const path = relative(buildDir, file).split(sep).join('/');
  if (path === 'index.html') return '/';
  return `/${path.replace(/\/index\.html$/, '')}`;
}

async function checkXmlTypes(base) {
  const problems = [];
  for (const path of XML_FILES) {
    const response = await fetch(new URL(path, base));
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/^application\/(rss\+)?xml\b/.test(type)) {
      problems.push(`${path}: ${response.status} ${type}`);
    }
  }
  return problems;
}

/** Crawls the served build; resolves to the number of broken links and anchors. */
export async function checkLinks() {
  const dataDir = await mkdtemp(join(tmpdir(), 'site-links-'));
  const server = await startServer({ env: { DATABASE_URL: `sqlite:${join(dataDir, 'site.db')}` } });
  try {
    const base = server.url.replace(/\/$/, '');
    const pages = (await htmlFiles(buildDir)).map(pagePath).filter((path) => path !== '/404.html');
    const checker = new LinkChecker();
    const result = await checker.check({
      path: pages.map((path) => `${base}${path}`),
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 10_000,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${ORIGIN}`), replacement: base }],
      linksToSkip: async (link) => !link.startsWith(base) && !link.startsWith(ORIGIN),
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    for (const link of broken) {
      console.log(`BROKEN ${link.status ?? ''} ${link.url}  (on ${link.parent ?? '?'})`);
    }
    const xmlProblems = await checkXmlTypes(base);
    for (const problem of xmlProblems) console.log(`NOT XML ${problem}`);
    const checked = result.links.filter((link) => link.state === LinkState.OK).length;
    console.log(
      `links: ${pages.length} pages, ${checked} links and anchors ok, ${broken.length} broken`,
    );
    return broken.length + xmlProblems.length;
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  try {
    process.exitCode = (await checkLinks()) > 0 ? 1 : 0;
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}

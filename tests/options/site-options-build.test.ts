// One real build with the site options that change the most (Home 03 at /, the other layouts
// and the demo pages hidden), made from a copy of the working tree in a temporary folder whose
// brand file alone is edited. Checks what only a build shows: the page at /, the pages that are
// not built, the menus in the HTML, the sitemap and the search index. About 20–40 s.
// Run with `npm run test:options` (not part of `npm test`).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const ORIGIN = 'https://www.corbel-construction.com';
const options = { home: 'home-three', showOtherHomeLayouts: false, showDemoPages: false };
/** Pages these options leave out; each was built with the default options. */
const HIDDEN = [
  '/home-one',
  '/home-two',
  '/home-three',
  '/home-four',
  '/team-three',
  '/blog-standard',
  '/blog-standard/page/2',
  '/portfolio/2-columns',
  '/portfolio/4-columns',
];
const KEPT = ['/team', '/team-two', '/blog', '/blog/page/2', '/portfolio/3-columns', '/404-error'];

let site = '';
let client = '';

/** The brand file with its `options` block set to `options`; fails if the block moved. */
function withOptions(brand: string): string {
  const block = /options: \{[^}]*\}/;
  if (!block.test(brand)) throw new Error('app/brand.ts: no `options: { … }` block to set');
  return brand.replace(block, (text) =>
    text
      .replace(/home: '[^']*'/, `home: '${options.home}'`)
      .replace(/showOtherHomeLayouts: \w+/, `showOtherHomeLayouts: ${options.showOtherHomeLayouts}`)
      .replace(/showDemoPages: \w+/, `showDemoPages: ${options.showDemoPages}`),
  );
}

const page = (path: string) => join(client, path, 'index.html');
const html = (path: string) => readFileSync(page(path), 'utf8');
const parse = (text: string) => new DOMParser().parseFromString(text, 'text/html');
/** The site paths the links of a page lead to, without query or fragment. */
const linkedPaths = (document: Document, selector = 'a[href^="/"]') =>
  [...document.querySelectorAll<HTMLAnchorElement>(selector)].map((link) =>
    (link.getAttribute('href') ?? '').replace(/[?#].*$/, ''),
  );

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'site-options-'));
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.split('\0');
  for (const file of files) {
    if (file && existsSync(join(root, file))) cpSync(join(root, file), join(site, file));
  }
  symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
  const brandFile = join(site, 'app', 'brand.ts');
  const edited = withOptions(readFileSync(brandFile, 'utf8'));
  expect(edited).toContain(`home: '${options.home}'`);
  writeFileSync(brandFile, edited);
  const build = spawnSync('npm', ['run', 'build'], { cwd: site, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  client = join(site, 'build', 'client');
}, 300_000);

afterAll(() => {
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('a build with Home 03 at / and the other layouts and demo pages hidden', () => {
  it('renders Home 03 at / as the home page', () => {
    const document = parse(html('/'));
    expect(document.title).toBe('Construction Company');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/`,
    );
    // Home 03's own blocks: its pricing and its FAQ (with the FAQ's structured data).
    expect(document.querySelector('[aria-labelledby="home-pricing-heading"]')).not.toBeNull();
    expect(html('/')).toContain('"FAQPage"');
    expect(document.querySelector('[aria-labelledby="home-about-heading"]')).toBeNull();
  });

  it('builds none of the hidden pages and every kept one', () => {
    for (const path of HIDDEN) expect(existsSync(page(path)), path).toBe(false);
    for (const path of KEPT) expect(existsSync(page(path)), path).toBe(true);
  });

  it('leaves the hidden pages out of the sitemap', () => {
    const locs = [...readFileSync(join(client, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)/g)];
    const paths = locs.map(([, url]) => new URL(url ?? '').pathname);
    expect(paths).toContain('/');
    expect(paths).toContain('/team-two');
    expect(paths.filter((path) => HIDDEN.includes(path))).toEqual([]);
  });

  it('shows Home as one link to / in the menus, with no entry for a hidden page', () => {
    const document = parse(html('/faq'));
    const menus = document.querySelectorAll('nav[aria-label="Main"]');
    expect(menus.length).toBeGreaterThan(0);
    for (const menu of menus) {
      const home = [...menu.querySelectorAll('a')].find((link) => link.textContent === 'Home');
      expect(home?.getAttribute('href')).toBe('/');
      const hrefs = [...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(hrefs.filter((href) => HIDDEN.includes(href ?? '') || href === '/404-error')).toEqual(
        [],
      );
    }
  });

  it('links from no page to a page that was not built', () => {
    const pages = readFileSync(join(client, 'sitemap.xml'), 'utf8').match(/<loc>[^<]+/g) ?? [];
    const broken = new Set<string>();
    for (const loc of pages) {
      const path = new URL(loc.slice(5)).pathname;
      for (const target of linkedPaths(parse(html(path)))) {
        if (!existsSync(page(target)) && !existsSync(join(client, target))) broken.add(target);
      }
    }
    expect([...broken]).toEqual([]);
  });

  it('finds no hidden page in the search index', () => {
    const index = readFileSync(join(client, 'search-index.json'), 'utf8');
    const urls = [...index.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => HIDDEN.includes(url ?? ''))).toEqual([]);
    expect(urls).toContain('/'); // the home FAQ's answers now live at /
  });
});

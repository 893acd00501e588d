// @ts-check
// What each pre-rendered page makes the browser download before it is interactive,
// measured from the build output: module scripts (with their static imports), CSS, HTML.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDir } from './paths.mjs';

/** First-load JS budget per route, gzip bytes. */
export const JS_BUDGET = 130 * 1024;

/** Folders of build/client that hold files rather than pages. */
const NOT_PAGES = new Set(['assets']);

/** Every pre-rendered URL path (`/`, `/faq`, …) from the `index.html` files in `dir`, sorted. */
export function listRoutes(dir = buildDir) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run npm run build first`);
  }
  /** @type {string[]} */
  const routes = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if ((folder === dir && NOT_PAGES.has(entry.name)) || entry.name.startsWith('.')) continue;
        walk(join(folder, entry.name));
      } else if (entry.name === 'index.html') {
        const rel = relative(dir, folder);
        routes.push(rel === '' ? '/' : `/${rel.split(sep).join('/')}`);
      }
    }
  };
  walk(dir);
  return routes.sort();
}

/** @type {Map<string, number>} */
const gzipCache = new Map();

/**
 * gzip -9 size of a file, cached.
 * @param {string} file
 * @returns {number}
 */
export function gzipBytes(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * @param {string} tag
 * @returns {Record<string, string | undefined>}
 */
function attrs(tag) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const m of tag.matchAll(/([^\s=/<>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[(m[1] ?? '').toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return out;
}

/** @param {string} url */
const isLocalAsset = (url) => url.startsWith('/assets/');
/** @param {string} url */
const stripQuery = (url) => url.replace(/[?#].*$/, '');

/**
 * The JS and CSS URLs a page's HTML loads up front.
 * @param {string} html
 * @returns {{ js: string[], css: string[] }}
 */
export function htmlEntries(html) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attrs(tag);
    if (a.type === 'module' && a.src) js.add(stripQuery(a.src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(tag);
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') && a.href) js.add(stripQuery(a.href));
    if (rel.includes('stylesheet') && a.href) css.add(stripQuery(a.href));
  }
  // Inline module scripts import the manifest and route modules directly.
  for (const [, body = ''] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const m of body.matchAll(
      /\bimport\s*\(\s*["']([^"']+\.js)["']\s*\)|\bfrom\s*["']([^"']+\.js)["']|\bimport\s*["']([^"']+\.js)["']/g,
    )) {
      js.add(stripQuery(m[1] ?? m[2] ?? m[3] ?? ''));
    }
  }
  return { js: [...js].filter(isLocalAsset), css: [...css].filter(isLocalAsset) };
}

/**
 * Static (not dynamic) imports of a built JS module, as site-absolute URLs.
 * @param {string} url
 * @param {string} dir
 * @returns {string[]}
 */
function staticImports(url, dir) {
  const code = readFileSync(join(dir, url), 'utf8');
  /** @type {string[]} */
  const found = [];
  for (const m of code.matchAll(/\bfrom\s*["']([^"']+\.js)["']|\bimport\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1] ?? m[2] ?? '';
    if (spec.startsWith('./') || spec.startsWith('../')) found.push(posix.join(dirname(url), spec));
    else if (spec.startsWith('/')) found.push(spec);
  }
  return found;
}

/** Script types a browser does not run (structured data, JSON config, speculation rules). */
const DATA_SCRIPT = /\btype=["']?(?:application\/(?:ld\+)?json|speculationrules)/i;

/**
 * gzip bytes of the inline scripts a page runs, each counted on its own (as each is sent and
 * parsed): the theme boot, the router's context and boot, but not structured data.
 * @param {string} html
 */
export function inlineScriptBytes(html) {
  let total = 0;
  for (const [, tag = '', body = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(tag) || DATA_SCRIPT.test(tag) || body.trim() === '') continue;
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/** Whether a page boots islands (app/root.tsx, decision 047) instead of the React app. */
export const isIslandsHtml = (/** @type {string} */ html) =>
  /<script\b[^>]*\bdata-islands-boot=/.test(html);

/**
 * Bytes one route needs before it is interactive. `inline` is its inline scripts' gzip bytes
 * ({@link inlineScriptBytes}); `islands` whether it is a page with islands.
 * @param {string} route
 * @param {string} [dir]
 */
export function routeBytes(route, dir = buildDir) {
  const htmlFile = join(dir, route, 'index.html');
  return { ...htmlBytes(route, readFileSync(htmlFile, 'utf8'), dir), html: gzipBytes(htmlFile) };
}

/**
 * {@link routeBytes} of a page the server answers rather than a pre-rendered file (an unknown
 * address: the Not Found page), from the HTML it sent.
 * @param {string} route
 * @param {string} html
 * @param {string} [dir]
 * @returns {{ route: string, js: number, inline: number, islands: boolean, css: number, html: number, jsFiles: string[], cssFiles: string[] }}
 */
export function htmlBytes(route, html, dir = buildDir) {
  const entries = htmlEntries(html);
  /** @type {Set<string>} */
  const jsFiles = new Set();
  const queue = [...entries.js];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (jsFiles.has(url) || !existsSync(join(dir, url))) continue;
    jsFiles.add(url);
    queue.push(...staticImports(url, dir));
  }
  const cssFiles = entries.css.filter((url) => existsSync(join(dir, url)));
  /** @param {string[]} files */
  const sum = (files) => files.reduce((total, url) => total + gzipBytes(join(dir, url)), 0);
  return {
    route,
    js: sum([...jsFiles]),
    inline: inlineScriptBytes(html),
    islands: isIslandsHtml(html),
    css: sum(cssFiles),
    html: gzipSync(html, { level: 9 }).length,
    jsFiles: [...jsFiles].sort(),
    cssFiles,
  };
}

/** routeBytes for every pre-rendered route. */
export function allRouteBytes(dir = buildDir) {
  return listRoutes(dir).map((route) => routeBytes(route, dir));
}

/**
 * Bytes as KiB with one decimal.
 * @param {number} bytes
 */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

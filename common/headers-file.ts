// The last build step: every pre-rendered page gets a Content-Security-Policy that lists the
// hashes of its own inline scripts, written to `build/client/_headers` (the format Netlify and
// Cloudflare Pages read; the site's server reads it too, so both send the same policy).
// The build writes it (react-router.config.ts); the server reads it (server/http/security.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { commonHeaders, contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

export const HEADERS_FILE = '_headers';

// The tightest documented limits of a host that reads `_headers` (Cloudflare Pages).
const HOST_MAX_RULES = 100;
const HOST_MAX_LINE = 2000;

/** The URL path a built HTML file answers: `about-us/index.html` → `/about-us`. */
export function pagePath(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  if (path === '/index.html') return '/';
  return path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) : path;
}

/** The policy of one built page, from its own inline scripts. */
export function pagePolicy(
  html: string,
  embedOrigins: readonly string[],
  { isMeta = false }: { isMeta?: boolean } = {},
): string {
  return contentSecurityPolicy({ scripts: inlineScriptHashes(html), embedOrigins, isMeta });
}

/**
 * The URLs a static host answers a page at: `/about-us` (Netlify, `serve`) and `/about-us/`
 * (Cloudflare Pages redirects to the slash); a rule matches one exact URL, so each gets one.
 */
export function pageUrls(path: string): string[] {
  return path === '/' || path.endsWith('.html') ? [path] : [path, `${path}/`];
}

/** `_headers` text: shared headers for every path, long caching for hashed assets, a CSP per page URL. */
export function headersFileText(
  policies: ReadonlyMap<string, string>,
  embedOrigins: readonly string[],
): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    '# Written by the build (common/headers-file.ts); see docs/deploy.md.',
    block('/*', commonHeaders(embedOrigins)),
    block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...[...policies].flatMap(([path, policy]) =>
      pageUrls(path).map((url) => block(url, { 'Content-Security-Policy': policy })),
    ),
  ].join('\n')}\n`;
}

/** Reads `_headers` text into path → headers (no wildcard matching: exact paths only). */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    if (current && colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

// A static host answers unknown paths with 404.html, which no per-path rule can reach: it
// carries its policy in a <meta> element (without frame-ancestors, which a meta cannot set).
const NOT_FOUND_FILE = '404.html';
const CHARSET = /<meta charSet="utf-8"\/>/;

/**
 * Hashes the inline scripts of every HTML file under `clientDir` and writes `_headers`.
 * Run it after every other step that changes the HTML. Returns the number of pages.
 */
export async function writeSecurityHeaders(
  clientDir: string,
  embedOrigins: readonly string[],
): Promise<number> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)))
    .sort();
  const policies = new Map<string, string>();
  for (const file of files) {
    const html = await readFile(join(clientDir, file), 'utf8');
    policies.set(pagePath(file), pagePolicy(html, embedOrigins));
    if (file !== NOT_FOUND_FILE) continue;
    if (!CHARSET.test(html)) throw new Error(`headers-file: no charset meta in ${file}`);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html, embedOrigins, { isMeta: true })}"/>`;
    await writeFile(
      join(clientDir, file),
      html.replace(CHARSET, (tag) => tag + meta),
    );
  }
  const text = headersFileText(policies, embedOrigins);
  const rules = text.split('\n').filter((line) => line.startsWith('/')).length;
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (rules > HOST_MAX_RULES || longest > HOST_MAX_LINE) {
    console.warn(
      `headers-file: ${rules} rules, longest line ${longest} characters; Cloudflare Pages reads at most ${HOST_MAX_RULES} rules of ${HOST_MAX_LINE} (docs/deploy.md)`,
    );
  }
  await writeFile(join(clientDir, HEADERS_FILE), text);
  return files.length;
}

// The site's security headers, in one place for the build (`_headers` for static hosts, see
// common/headers-file.ts) and the server (server/http/security.ts). Decision 014 says why.
import { createHash, randomBytes } from 'node:crypto';

/** Two years, the HSTS preload list's minimum is one; includes every subdomain. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Browser features the site never uses are denied to the page and every frame. The video
 * player's frame keeps what its `allow` attribute asks for (autoplay, fullscreen, …).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'ambient-light-sensor',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const EMBED_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

/** `Permissions-Policy`: the embeds' features for the page and the embed hosts, nothing else. */
export function permissionsPolicy(embedOrigins: readonly string[]): string {
  const allowed = ['self', ...embedOrigins.map((origin) => `"${origin}"`)].join(' ');
  return [
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
    ...EMBED_FEATURES.map((feature) => `${feature}=(${allowed})`),
  ].join(', ');
}

/** Headers every response carries, pages and files alike. */
export function commonHeaders(embedOrigins: readonly string[]): Record<string, string> {
  return {
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(embedOrigins),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // For browsers older than CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The Content-Security-Policy of a page. `scripts` are the sources its inline scripts need
 * (`'sha256-…'` hashes of a pre-rendered file, or one `'nonce-…'` of a server-rendered page);
 * every other script comes from the site itself. No inline style attribute or element is
 * allowed. `frame-ancestors` is left out for a `<meta>` policy, where browsers ignore it.
 */
export interface PolicyOptions {
  /** Sources the page's inline scripts need: `'sha256-…'` hashes or one `'nonce-…'`. */
  scripts: readonly string[];
  /** Sources of inline style elements (hashed), for self-contained pages. */
  styles?: readonly string[];
  /** Origins of the video embeds the page may frame. */
  embedOrigins: readonly string[];
  /** For a `<meta>` element, where browsers ignore `frame-ancestors`. */
  isMeta?: boolean;
}

export function contentSecurityPolicy({
  scripts,
  styles = [],
  embedOrigins,
  isMeta = false,
}: PolicyOptions): string {
  const directives: string[][] = [
    ["default-src 'none'"],
    ["script-src 'self'", ...scripts],
    ["style-src 'self'", ...styles],
    // blob: for the previews of photos a visitor picks for a quote (decision 032): addresses
    // only the page's own script makes, of files on the visitor's device.
    ["img-src 'self' blob:"],
    ["font-src 'self'"],
    ["connect-src 'self'"],
    ["manifest-src 'self'"],
    ['frame-src', ...(embedOrigins.length > 0 ? embedOrigins : ["'none'"])],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    ["object-src 'none'"],
    isMeta ? [] : ["frame-ancestors 'none'"],
  ];
  return directives
    .filter((parts) => parts.length > 0)
    .map((parts) => parts.join(' '))
    .join('; ');
}

/** The CSP source of a text's SHA-256 (for an inline script or style element). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Hash sources of every inline script in a document, in order, without repeats. Data scripts
 * (structured data, speculation rules) are included: a policy that lists one hash too many
 * allows nothing it should not.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) hashes.add(hashSource(body));
  return [...hashes];
}

/** The sources of all `<style>` elements in a document (hashed), for self-contained pages. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) =>
    hashSource(body),
  );
}

/** A fresh nonce for one server-rendered response. */
export function createNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * A scorer modelled on the public Mozilla HTTP Observatory criteria (scoring methodology of
 * mozilla/http-observatory, as run by MDN's Observatory): every site starts at 100; each test
 * below gives one result with a modifier; bonuses count only when the score without them is
 * 90 or more; the grade comes from the total. Its simplifications are written beside each
 * test (no preload list, no certificate checks, one page). See docs/decisions/014.
 */

/** What one scan saw: the HTTP answer (redirect), the HTTPS page, and a cross-origin probe. */
export interface Scan {
  /** The answer to `http://host/`, redirects not followed. */
  http: Response;
  /** The page as served over HTTPS. */
  https: { headers: Headers; html: string; url: string };
  /** The page's headers when asked with an `Origin` of another site. */
  crossOrigin: Headers;
  /** The `Origin` sent in that probe. */
  probeOrigin: string;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name?.toLowerCase() ?? '', sources]),
  );

/** CSP: header only; unsafe sources in script-src (or its default) and style-src; default-src. */
export function contentSecurityPolicy(headers: Headers): TestResult {
  const test = 'content-security-policy';
  const header = headers.get('content-security-policy');
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 };
  const policy = directivesOf(header);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  const objects = policy.get('object-src') ?? policy.get('default-src');
  if (!scripts || !objects) return { test, result: 'csp-implemented-with-unsafe', modifier: -20 };
  const hasNonceOrHash = scripts.some((source) => /^'(nonce|sha(256|384|512))-/.test(source));
  const broad = (source: string) => ['*', 'http:', 'https:', 'data:'].includes(source);
  if (
    (scripts.includes("'unsafe-inline'") && !hasNonceOrHash) ||
    scripts.some(broad) ||
    objects.some(broad)
  ) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (scripts.includes("'unsafe-eval'")) {
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  }
  if ([...policy.values()].flat().some((source) => source.startsWith('http:'))) {
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  }
  const styles = policy.get('style-src') ?? policy.get('default-src') ?? [];
  if (styles.includes("'unsafe-inline'")) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  if (policy.get('default-src')?.join(' ') === "'none'") {
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 0 };
}

/** Cookies: Secure on all, HttpOnly on session-like names, SameSite on all. */
export function cookies(headers: Headers): TestResult {
  const test = 'cookies';
  const all = headers.getSetCookie();
  if (all.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const attributes = (cookie: string) =>
    cookie
      .toLowerCase()
      .split(';')
      .map((a) => a.trim());
  const isSession = (cookie: string) => /sess|login|token|auth|^id=/i.test(cookie);
  const hasSts = Boolean(headers.get('strict-transport-security'));
  for (const cookie of all) {
    const flags = attributes(cookie);
    if (isSession(cookie) && !flags.includes('httponly')) {
      return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 };
    }
    if (!flags.includes('secure')) {
      return hasSts
        ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
        : { test, result: 'cookies-without-secure-flag', modifier: -20 };
    }
  }
  const sameSite = all.every((cookie) =>
    attributes(cookie).some((a) => /^samesite=(strict|lax)$/.test(a)),
  );
  return sameSite
    ? { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

/** CORS: only a reflected foreign origin with credentials is a failure. */
export function crossOriginResourceSharing(headers: Headers, probeOrigin: string): TestResult {
  const test = 'cross-origin-resource-sharing';
  const allowed = headers.get('access-control-allow-origin');
  if (!allowed)
    return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (allowed === probeOrigin && headers.get('access-control-allow-credentials') === 'true') {
    return {
      test,
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    };
  }
  return {
    test,
    result:
      allowed === '*'
        ? 'cross-origin-resource-sharing-implemented-with-public-access'
        : 'cross-origin-resource-sharing-implemented-with-restricted-access',
    modifier: 0,
  };
}

/** Redirection: http:// must first redirect to https:// on the same host. */
export function redirection(http: Response, httpsUrl: string): TestResult {
  const test = 'redirection';
  const location = http.headers.get('location');
  if (http.status < 300 || http.status > 399 || !location) {
    return { test, result: 'redirection-missing', modifier: -20 };
  }
  const target = new URL(location, http.url || httpsUrl);
  if (target.protocol !== 'https:') {
    return { test, result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  }
  if (target.host !== new URL(httpsUrl).host) {
    return { test, result: 'redirection-off-host-from-http', modifier: -5 };
  }
  return { test, result: 'redirection-to-https', modifier: 0 };
}

const PRIVATE_REFERRERS = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const UNSAFE_REFERRERS = ['origin', 'origin-when-cross-origin', 'unsafe-url'];

/** Referrer-Policy: the last policy the browser understands wins. */
export function referrerPolicy(headers: Headers): TestResult {
  const test = 'referrer-policy';
  const header = headers.get('referrer-policy');
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const known = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) =>
      [...PRIVATE_REFERRERS, ...UNSAFE_REFERRERS, 'no-referrer-when-downgrade'].includes(value),
    );
  const policy = known.at(-1);
  if (!policy) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  if (PRIVATE_REFERRERS.includes(policy)) {
    return { test, result: 'referrer-policy-private', modifier: 5 };
  }
  if (UNSAFE_REFERRERS.includes(policy)) {
    return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  }
  return { test, result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
}

/** Six months, the Observatory's minimum for HSTS. */
const SIX_MONTHS = 15_768_000;

/** HSTS: at least six months. The preload bonus needs the browsers' list: never given here. */
export function strictTransportSecurity(headers: Headers): TestResult {
  const test = 'strict-transport-security';
  const header = headers.get('strict-transport-security');
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age=(\d+)\s*(?:;|$)/i.exec(header)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) >= SIX_MONTHS
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

/** SRI: `<script src>` from other origins need `integrity` and https. */
export function subresourceIntegrity(html: string, pageUrl: string): TestResult {
  const test = 'subresource-integrity';
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)[^>]*>/gi)].map(
    ([tag, src]) => ({ url: new URL(src ?? '', pageUrl), hasIntegrity: /\bintegrity=/i.test(tag) }),
  );
  if (scripts.length === 0) {
    return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  }
  const origin = new URL(pageUrl).origin;
  const external = scripts.filter((script) => script.url.origin !== origin);
  if (external.some((script) => script.url.protocol !== 'https:')) {
    return {
      test,
      result: 'sri-not-implemented-and-external-scripts-not-loaded-securely',
      modifier: -50,
    };
  }
  if (external.length === 0) {
    return scripts.every((script) => script.hasIntegrity)
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : {
          test,
          result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
          modifier: 0,
        };
  }
  return external.every((script) => script.hasIntegrity)
    ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

export function xContentTypeOptions(headers: Headers): TestResult {
  const test = 'x-content-type-options';
  const header = headers.get('x-content-type-options');
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

/** Framing: CSP frame-ancestors earns the bonus; X-Frame-Options alone passes. */
export function xFrameOptions(headers: Headers): TestResult {
  const test = 'x-frame-options';
  const ancestors = directivesOf(headers.get('content-security-policy') ?? '').get(
    'frame-ancestors',
  );
  if (ancestors && !ancestors.includes('*')) {
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  return header === 'deny' || header === 'sameorigin'
    ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

/** Cross-Origin-Resource-Policy: informational unless invalid. */
export function crossOriginResourcePolicy(headers: Headers): TestResult {
  const test = 'cross-origin-resource-policy';
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return { test, result: 'corp-not-implemented', modifier: 0 };
  return ['same-origin', 'same-site', 'cross-origin'].includes(header)
    ? { test, result: `corp-implemented-with-${header}`, modifier: 0 }
    : { test, result: 'corp-header-invalid', modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Totals the results: penalties first, bonuses only from 90 up, never below 0. */
export function grade(results: TestResult[]): { score: number; grade: string } {
  const penalties = results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 0);
  const bonuses = results.reduce((sum, r) => sum + Math.max(r.modifier, 0), 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  return { score, grade: GRADES.find(([min]) => score >= min)?.[1] ?? 'F' };
}

/** Every test of one scan, and its score and grade. */
export function score(scan: Scan) {
  const { headers, html, url } = scan.https;
  const results = [
    contentSecurityPolicy(headers),
    cookies(headers),
    crossOriginResourceSharing(scan.crossOrigin, scan.probeOrigin),
    redirection(scan.http, url),
    referrerPolicy(headers),
    strictTransportSecurity(headers),
    subresourceIntegrity(html, url),
    xContentTypeOptions(headers),
    xFrameOptions(headers),
    crossOriginResourcePolicy(headers),
  ];
  return { results, ...grade(results) };
}

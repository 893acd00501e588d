/** Longest file or folder name most file systems (and so a static host) accept, in bytes. */
export const MAX_SEGMENT_BYTES = 255;
/** Longest path the site answers; its own paths stay far below. */
export const MAX_PATH_LENGTH = 2048;

const encoder = new TextEncoder();

/**
 * Why a request path cannot name anything on this site, or undefined when it is well formed:
 * broken percent-encoding, a control character (NUL included), a segment longer than a file
 * name can be, or an overlong path. Such requests get 400, never a server error.
 */
export function malformedPathReason(rawPathname: string): string | undefined {
  if (rawPathname.length > MAX_PATH_LENGTH) return 'path too long';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return 'malformed percent-encoding';
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'control character';
  if (decoded.split('/').some((segment) => encoder.encode(segment).length > MAX_SEGMENT_BYTES)) {
    return 'segment too long';
  }
  return undefined;
}

/** Characters that would change a path's shape once decoded: they keep their escapes. */
const KEPT_ESCAPED: Record<string, string> = { '%': '%25', '/': '%2F', '?': '%3F', '#': '%23' };

/**
 * One spelling per path, for routing and for every check before it (the post limit's
 * exemptions, token pages): escapes decoded (`/admin/%73ign-in` is `/admin/sign-in`, as the
 * router reads it) except those of `%`, `/`, `?` and `#`, runs of slashes made one, and then
 * encoded as a URL encodes a path (`/café` is `/caf%C3%A9`). Letter case is kept: the router
 * matches without regard to it and tokens in paths need it, so checks compare lower-cased.
 * Call it only on a path {@link malformedPathReason} accepted.
 */
export function normalisedPath(rawPathname: string): string {
  const decoded = rawPathname
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/[%/?#]/g, (c) => KEPT_ESCAPED[c] ?? c))
    .join('/')
    .replace(/\/{2,}/g, '/');
  const url = new URL('http://path.invalid/');
  url.pathname = decoded;
  return url.pathname;
}

/**
 * Where alerts may be sent: a webhook URL the office sets, and the push services' endpoints
 * browsers hand over. HTTPS only, except plain HTTP to this machine (a relay on the same host,
 * and the tests' captured servers).
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Longest URL taken (push services' endpoints are a few hundred characters). */
export const MAX_URL_LENGTH = 2000;

/** Why `raw` cannot receive alerts (words for the office), or undefined when it can. */
export function alertUrlProblem(raw: string): string | undefined {
  if (raw.length > MAX_URL_LENGTH) return `a URL of at most ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'a full address starting with https://';
  }
  if (url.username || url.password) return 'an address without a user name or password in it';
  if (!url.hostname) return 'a full address starting with https://';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return undefined;
  return 'an address starting with https:// (plain http:// only to this machine)';
}

/** The part of a URL that may be shown and logged: scheme and host (its path may hold a key). */
export function urlHost(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}`;
  } catch {
    return '(unreadable address)';
  }
}

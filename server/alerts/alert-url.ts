/**
 * Where alerts may be sent (docs/decisions/040-outbound-requests.md): the webhook URL an owner
 * sets, and the push endpoints browsers hand over. The webhook: https:// to a public address
 * (checked now and again at every connection, server/outbound); with ALERTS_ALLOW_PRIVATE=1
 * also the company's own network, where plain http:// may go too. A push endpoint: https:// on
 * a known push service's host, nothing else (an editor registers it).
 */
import type { OutboundPolicy } from '../outbound/address-check.ts';
import { hostRefusal } from '../outbound/guarded-lookup.ts';
import { destinationOf } from '../outbound/guarded-post.ts';

/** Longest URL taken (push services' endpoints are a few hundred characters). */
export const MAX_URL_LENGTH = 2000;

/** What an alert URL may point at (from AlertConfig). */
export interface AlertTargets {
  /** ALERTS_ALLOW_PRIVATE=1: the webhook may be on the company's own network. */
  allowPrivate: boolean;
  /** ALERTS_PUSH_TEST_ORIGIN: the tests' push service on this machine (never set in production). */
  pushTestOrigin?: string;
}

const NOT_PUBLIC =
  'an address on the public internet (this machine, private networks and cloud metadata addresses are refused)';
const NOT_FOUND = 'an address whose host can be found (this one could not be looked up)';

/** The push services' hosts: exact names, and parents whose subdomains are theirs. */
const PUSH_HOSTS = new Set([
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
]);
const PUSH_PARENTS = ['.push.apple.com', '.notify.windows.com'];

function parsed(raw: string): URL | string {
  if (raw.length > MAX_URL_LENGTH) return `a URL of at most ${MAX_URL_LENGTH} characters`;
  if (!URL.canParse(raw)) return 'a full address starting with https://';
  const url = new URL(raw);
  if (url.username || url.password) return 'an address without a user name or password in it';
  if (!url.hostname) return 'a full address starting with https://';
  return url;
}

const httpWords = (policy: OutboundPolicy) =>
  policy.allowPrivate
    ? 'an address starting with https:// (plain http:// only on the company’s own network)'
    : 'an address starting with https://';

/**
 * Why `raw` cannot be the webhook, from its text alone (scheme, an IP literal's range), or
 * undefined. Reading a stored URL uses this; saving one also looks its host up (below).
 */
export function webhookUrlProblem(raw: string, policy: OutboundPolicy): string | undefined {
  const url = parsed(raw);
  if (typeof url === 'string') return url;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return httpWords(policy);
  const destination = destinationOf(url, policy);
  if (!(destination instanceof Error)) return undefined;
  return url.protocol === 'http:' ? httpWords(policy) : NOT_PUBLIC;
}

/** Why `raw` cannot be saved as the webhook now (its host looked up), or undefined. */
export async function webhookSaveProblem(
  raw: string,
  policy: OutboundPolicy,
): Promise<string | undefined> {
  const problem = webhookUrlProblem(raw, policy);
  if (problem) return problem;
  const url = new URL(raw);
  const isPlain = url.protocol === 'http:';
  const refused = await hostRefusal(url.hostname, { policy, ownNetworkOnly: isPlain });
  if (!refused) return undefined;
  if (isPlain) return httpWords(policy);
  return refused === 'not found' ? NOT_FOUND : NOT_PUBLIC;
}

const isPushHost = (host: string) =>
  PUSH_HOSTS.has(host) || PUSH_PARENTS.some((parent) => host.endsWith(parent));

/** Why `raw` cannot be a push endpoint (words for the inbox), or undefined. */
export function pushEndpointProblem(raw: string, targets: AlertTargets): string | undefined {
  const url = parsed(raw);
  if (typeof url === 'string') return url;
  if (targets.pushTestOrigin && url.origin === targets.pushTestOrigin) return undefined;
  if (url.protocol !== 'https:' || url.port !== '' || !isPushHost(url.hostname)) {
    return 'a push service’s https:// address (Google, Mozilla, Apple or Microsoft)';
  }
  return undefined;
}

/** What a push may reach: public addresses, or this machine for the tests' push service. */
export const pushPolicy = (endpoint: string, targets: AlertTargets): OutboundPolicy => ({
  allowPrivate:
    Boolean(targets.pushTestOrigin) && endpoint.startsWith(`${targets.pushTestOrigin}/`),
});

/** The part of a URL that may be shown and logged: scheme and host (its path may hold a key). */
export function urlHost(raw: string): string {
  if (!URL.canParse(raw)) return '(unreadable address)';
  const url = new URL(raw);
  return `${url.protocol}//${url.host}`;
}

/**
 * Optional (decision 036): page views and enquiries forwarded, server-side, to an Umami or
 * Plausible the company already runs (STATS_FORWARD_URL), so public pages still make no request
 * to another host. Each event goes with the visitor's User-Agent and address (that tool makes
 * its own daily visitor hash from them, as it would from its own script); nothing is forwarded
 * for a browser that sent GPC/DNT or for a bot. Fire and forget: a failure is logged with its
 * cause (never the event), and the view or lead is stored here all the same.
 */
import type { FailureLog } from '../ops/failure-log.ts';
import { StartError } from '../ops/start-error.ts';

export interface ForwardTarget {
  url: string;
  /** Umami when the URL ends in /api/send; Plausible's Events API (/api/event) otherwise. */
  kind: 'umami' | 'plausible';
  /** Umami's website id, or Plausible's site domain (default: PUBLIC_URL's host). */
  site: string;
}

/** STATS_FORWARD_URL and STATS_FORWARD_SITE, or a StartError saying what is wrong. */
export function forwardTargetOf(
  env: Record<string, string | undefined>,
  publicUrl: string,
): ForwardTarget | undefined {
  const raw = env.STATS_FORWARD_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartError('STATS_FORWARD_URL must be an http(s) URL.');
  }
  if (!/^https?:$/.test(url.protocol)) {
    throw new StartError('STATS_FORWARD_URL must be an http(s) URL.');
  }
  const kind = /\/api\/send\/?$/.test(url.pathname) ? 'umami' : 'plausible';
  const site =
    env.STATS_FORWARD_SITE?.trim() || (kind === 'plausible' ? new URL(publicUrl).host : '');
  if (!site) throw new StartError('STATS_FORWARD_SITE must name the Umami website id.');
  return { url: url.href, kind, site };
}

/** One event to forward: a page view or an enquiry, from one browser. */
export interface ForwardedEvent {
  name: 'pageview' | 'enquiry';
  /** Our path, with the campaign's query for an entry view. */
  path: string;
  /** The referring site's host, or null. */
  referrer: string | null;
  userAgent: string | null;
  address: string;
}

const TIMEOUT_MS = 5000;

/** The request body the tool expects. */
function bodyOf(target: ForwardTarget, origin: string, event: ForwardedEvent) {
  const referrer = event.referrer ? `https://${event.referrer}/` : undefined;
  if (target.kind === 'plausible') {
    const name = event.name === 'enquiry' ? 'Enquiry' : 'pageview';
    return { name, url: `${origin}${event.path}`, domain: target.site, referrer };
  }
  const payload = {
    website: target.site,
    hostname: new URL(origin).hostname,
    url: event.path,
    referrer,
    ...(event.name === 'enquiry' ? { name: 'enquiry' } : {}),
  };
  return { type: 'event', payload };
}

/** Sends events to `target`; each send returns at once and never throws. */
export function createForwarder(target: ForwardTarget, origin: string, log?: FailureLog) {
  return (event: ForwardedEvent) => {
    if (!event.userAgent) return;
    void fetch(target.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': event.userAgent,
        'X-Forwarded-For': event.address,
      },
      body: JSON.stringify(bodyOf(target, origin, event)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then((response) => {
        if (!response.ok) {
          throw Object.assign(new Error('refused'), { code: `HTTP ${response.status}` });
        }
        log?.recovered('stats forward', 'forwarding again');
      })
      .catch((error: unknown) => {
        // fetch's own failure carries the network error as its cause.
        const cause = error instanceof TypeError && error.cause ? error.cause : error;
        log?.failure(
          'stats forward',
          cause,
          `(a ${event.name} was not forwarded to ${target.kind})`,
        );
      });
  };
}

export type Forward = ReturnType<typeof createForwarder>;

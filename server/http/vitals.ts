import type { MiddlewareHandler } from 'hono';
import { isCrossSite } from '../../common/cross-site.ts';
import type { VitalsReport } from '../store/vitals.ts';
import { readLimited } from './guards.ts';
import type { RateLimiter } from './rate-limit.ts';
import { parseVitals } from './vitals-input.ts';

/** Largest beacon accepted: a full report is about 400 bytes. */
export const MAX_VITALS_BYTES = 4 * 1024;
const TYPES = ['text/plain', 'application/json'];

/** What the vitals endpoint needs from the server. */
export interface VitalsIntake {
  limiter: RateLimiter;
  /** The route pattern a reported path belongs to. */
  routeOf: (pathname: string) => string;
  save: (report: VitalsReport) => Promise<void>;
}

const answer = (status: number, message?: string, headers: Record<string, string> = {}) =>
  new Response(message ?? null, {
    status,
    headers: message ? { 'Content-Type': 'text/plain; charset=utf-8', ...headers } : headers,
  });

/**
 * `POST /api/vitals`, as `navigator.sendBeacon` sends it: 204 once stored; 400, 403, 405, 413,
 * 415 or 429 with a short reason otherwise. The body is never logged.
 */
export async function receiveVitals(
  request: Request,
  url: URL,
  clientIp: string,
  { limiter, routeOf, save }: VitalsIntake,
): Promise<Response> {
  if (request.method !== 'POST') return answer(405, 'Send vitals with POST.', { Allow: 'POST' });
  const wait = limiter.hit(clientIp);
  if (wait > 0) return answer(429, 'Too many reports.', { 'Retry-After': String(wait) });
  if (isCrossSite(request, url)) return answer(403, 'Reports are taken from this site only.');
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!type || !TYPES.includes(type)) return answer(415, 'Send JSON as text/plain or JSON.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  const body =
    declared > MAX_VITALS_BYTES ? undefined : await readLimited(request, MAX_VITALS_BYTES);
  if (!body) return answer(413, 'The report is too large.');
  const parsed = parseVitals(new TextDecoder().decode(body));
  if ('error' in parsed) return answer(400, parsed.error);
  const { route, nav, metrics } = parsed.payload;
  try {
    await save({ route: routeOf(route), nav, metrics });
  } catch {
    return answer(503, 'The report could not be stored.');
  }
  return answer(204);
}

/**
 * Names `vitals` in the Server-Timing header of every page (and revalidation) this server
 * sends: the page's script reads it to know a server takes reports; a static host sends none.
 * The inbox's pages are left out: the office's own visits are not visitors' speed.
 */
export const announceVitals: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (c.req.path === '/admin' || c.req.path.startsWith('/admin/')) return;
  if (c.res.status === 304 || type.startsWith('text/html')) {
    c.res.headers.append('Server-Timing', 'vitals');
  }
};

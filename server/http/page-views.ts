/**
 * `POST /api/views` (the page-view beacon) and `GET /api/views/pixel` (the no-script image),
 * decision 036. Both are limited per address and refused from other sites; the view is stored
 * before the answer (204, or the image). The body is never logged, nor the address.
 */
import { PIXEL_PATH } from '../../app/stats/payload.ts';
import { isCrossSite } from '../../common/cross-site.ts';
import { optsOut } from '../../common/opt-out.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import type { IncomingView } from '../stats/record.ts';
import { readLimited } from './guards.ts';
import type { RateLimiter } from './rate-limit.ts';
import { type CheckedView, countedPath, parseView, viewCampaign } from './views-input.ts';

/** Largest beacon accepted: a landing view with a long campaign is a few hundred bytes. */
export const MAX_VIEW_BYTES = 1024;
const TYPES = ['text/plain', 'application/json'];

/** What the endpoints need from the server. */
export interface ViewsIntake {
  limiter: RateLimiter;
  /** The route pattern a path belongs to (`/*` for none of ours). */
  routeOf: (pathname: string) => string;
  /** Stores the view (services.statsIngest.record). */
  record: (view: IncomingView) => Promise<unknown>;
  /** Where a view that could not be stored is logged, with its 503 (server/ops/failure-log.ts). */
  failures: Pick<FailureLog, 'failure'>;
}

const answer = (status: number, message?: string, headers: Record<string, string> = {}) =>
  new Response(message ?? null, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(message ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
      ...headers,
    },
  });

/** A transparent 1×1 GIF. */
const PIXEL = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (c) => c.charCodeAt(0),
);

/** Stores a checked view with what the request says of its browser; 503 if it cannot. */
async function store(
  request: Request,
  clientIp: string,
  view: CheckedView & Pick<IncomingView, 'entryUnknown'>,
  { routeOf, record, failures }: ViewsIntake,
  done: () => Response,
): Promise<Response> {
  // The Not Found screen's own view (a mistyped or old link): answered, so the visitor's page
  // shows no failed request, and not counted, so no one can fill the tables with made-up paths.
  if (routeOf(view.path) === '/*') return done();
  try {
    await record({
      ...view,
      address: clientIp,
      userAgent: request.headers.get('user-agent'),
      optOut: optsOut(request.headers),
    });
  } catch (error) {
    // Its cause, never the address or the visitor's key.
    failures.failure('stats', error, '(a page view was answered 503)');
    return answer(503, 'The view could not be stored.', { 'Retry-After': '30' });
  }
  return done();
}

/** Answers a request for `VIEWS_ENDPOINT` or `PIXEL_PATH` (app.ts routes both here). */
export async function receiveView(
  request: Request,
  url: URL,
  clientIp: string,
  intake: ViewsIntake,
): Promise<Response> {
  const isPixel = url.pathname === PIXEL_PATH;
  const method = isPixel ? 'GET' : 'POST';
  if (request.method !== method && !(isPixel && request.method === 'HEAD')) {
    return answer(405, `Send views with ${method}.`, { Allow: isPixel ? 'GET, HEAD' : 'POST' });
  }
  const wait = intake.limiter.hit(clientIp);
  if (wait > 0) return answer(429, 'Too many views.', { 'Retry-After': String(wait) });
  if (isCrossSite(request, url)) return answer(403, 'Views are taken from this site only.');
  if (isPixel) return pixelView(request, url, clientIp, intake);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!type || !TYPES.includes(type)) return answer(415, 'Send JSON as text/plain or JSON.');
  const declared = Number(request.headers.get('content-length') ?? 0);
  const body = declared > MAX_VIEW_BYTES ? undefined : await readLimited(request, MAX_VIEW_BYTES);
  if (!body) return answer(413, 'The view is too large.');
  const parsed = parseView(new TextDecoder().decode(body), url.host);
  if ('error' in parsed) return answer(400, parsed.error);
  return store(request, clientIp, parsed.view, intake, () => answer(204));
}

/**
 * The no-script image: `p` is the page's path, `e=0` when the server saw the page reached from
 * our own site (else the view begins a visit). An entry view takes its campaign from the page's
 * address, which the image's Referer carries (same origin).
 */
function pixelView(request: Request, url: URL, clientIp: string, intake: ViewsIntake) {
  const asked = url.searchParams.get('p');
  if (!asked) return answer(400, 'Name the page with p.');
  const counted = countedPath(asked);
  if ('error' in counted) return answer(400, counted.error);
  const flag = url.searchParams.get('e');
  const entry = flag !== '0';
  // No Referer (or not a URL): no page address to take a campaign from.
  const referer = request.headers.get('referer') ?? '';
  const page = URL.canParse(referer) ? new URL(referer) : undefined;
  const own = page?.host === url.host ? page : undefined;
  const view: CheckedView & Pick<IncomingView, 'entryUnknown'> = {
    path: counted.path,
    entry,
    referrer: null,
    utm: viewCampaign(entry && own ? own.searchParams : new URLSearchParams()),
    // A page from the render cache: the server decides by the visitor's last view (record.ts).
    entryUnknown: flag === 'u',
  };
  const image = () =>
    new Response(request.method === 'HEAD' ? null : PIXEL, {
      status: 200,
      headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' },
    });
  // A HEAD is a check, not a view: answered, never counted.
  if (request.method === 'HEAD') return image();
  return store(request, clientIp, view, intake, image);
}

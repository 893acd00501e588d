import { isCrossSite, isOwnPageWithoutOrigin } from '../../common/cross-site.ts';
import { type BodyPace, pacedBody, slowBodyIn } from './body-pace.ts';
import { type OfficeContact, plainPage } from './plain-page.ts';
import type { RateLimiter } from './rate-limit.ts';

/** Largest form body accepted: far above a 5,000-character message, far below abuse. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A form's (or a beacon's) small body arrives within 30 s, or is cut with a sentence (408). */
export const FORM_PACE: BodyPace = { idleMs: 30_000, totalMs: 30_000 };

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The checks every POST passes before the app sees it. */
export interface PostGuards {
  contact: OfficeContact;
  limiter: RateLimiter;
  clientIp: string;
}

/**
 * The request's headers for the router, which refuses an action whose Origin is not the
 * request's own: a same-origin post from a page without referrer gets our origin back.
 */
export function headersForRouter(request: Request, url: URL): Headers {
  if (!isOwnPageWithoutOrigin(request)) return request.headers;
  const headers = new Headers(request.headers);
  headers.set('Origin', url.origin);
  return headers;
}

/** The first checks of every POST, before its body is read: rate and origin. */
export function admitPost(
  request: Request,
  url: URL,
  { contact, limiter, clientIp }: PostGuards,
): Response | undefined {
  const wait = limiter.hit(clientIp);
  if (wait > 0) {
    return plainPage(
      429,
      'Too many submissions',
      `We received several forms from your connection in a short time. Please wait ${wait} seconds and send it again; what you typed is still in the form when you go back.`,
      contact,
      { 'Retry-After': String(wait) },
    );
  }
  if (isCrossSite(request, url)) {
    return plainPage(
      403,
      'This form must be sent from our website',
      'The form was sent from another website, so we did not accept it. Please fill it in on our own page.',
      contact,
    );
  }
  return undefined;
}

/**
 * Checks a POST: rate, origin, content type and size. Returns an error response, or the request
 * rebuilt around its fully read body (so the size is enforced however the body is sent).
 */
export async function guardPost(
  request: Request,
  url: URL,
  guards: PostGuards,
): Promise<Response | Request> {
  const refused = admitPost(request, url, guards);
  if (refused) return refused;
  const { contact } = guards;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (!type || !FORM_TYPES.includes(type)) {
    return plainPage(
      415,
      'This form could not be read',
      'The form arrived in a format we do not accept. Please send it again from our page.',
      contact,
    );
  }
  const tooLarge = () =>
    plainPage(
      413,
      'This form is too long',
      'What was sent is longer than our forms accept. Please shorten the message and send it again.',
      contact,
    );
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return tooLarge();
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = await readLimited(request, MAX_BODY_BYTES);
  } catch (error) {
    // The sender stalled or was too slow (body-pace.ts): said in a sentence, not a bare 408.
    const slow = slowBodyIn(error);
    if (!slow) throw error;
    return slowSender(slow, contact);
  }
  if (!body) return tooLarge();
  return new Request(url, {
    method: request.method,
    headers: headersForRouter(request, url),
    body,
  });
}

/** The page for a body that stopped arriving or took too long (408, the connection closed). */
export function slowSender(slow: { sentence: string }, contact: OfficeContact): Response {
  return plainPage(408, 'The form did not arrive in time', slow.sentence, contact, {
    Connection: 'close',
  });
}

/**
 * Reads a body up to `limit` bytes, at `pace` (a sender too slow is a {@link SlowBody} thrown);
 * undefined when it is longer.
 */
export async function readLimited(
  request: Request,
  limit: number,
  pace: BodyPace = FORM_PACE,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = pacedBody(request.body, pace).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

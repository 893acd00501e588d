/**
 * The one guard of everything the office does (style guide 4c/4d): the admin's screens and
 * actions (app/server/admin-session.server.ts), the photo upload (server/http/media-upload.ts)
 * and a quote's files (server/lead-files/serve.ts) all ask `authorize(request, need)` and only
 * choose how to say no. The checks, in this order: a change comes from this site, a live
 * session, a role that may do what is needed.
 */

import { sessionToken } from '../../common/admin-cookie.ts';
import { isCrossSite } from '../../common/cross-site.ts';
import type { Role } from '../db/schema.ts';
import type { SignedIn } from '../store/sessions.ts';

/** What a request needs to be allowed. */
export type Need = 'signed-in' | 'owner' | 'media:upload' | 'lead-files:read';

/** Which roles may do what: a role not listed under a need is refused it. */
const ALLOWED: Record<Need, readonly Role[]> = {
  'signed-in': ['owner', 'editor'],
  owner: ['owner'],
  'media:upload': ['owner', 'editor'],
  'lead-files:read': ['owner', 'editor'],
};

/**
 * Allowed, with who asked; or refused: `origin` (a change from another site, 403), `sign-in`
 * (no live session: a page goes to sign in, anything else 401) or `role` (403).
 */
export type Authorization =
  | { ok: true; signedIn: SignedIn }
  | { ok: false; reason: 'origin' | 'sign-in' | 'role' };

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Whether `request` may do what `need` names; `url` is its public address (its own by default). */
export async function authorize(
  current: (token: string | undefined) => Promise<SignedIn | undefined>,
  request: Request,
  need: Need,
  url: URL = new URL(request.url),
): Promise<Authorization> {
  if (!isRead(request.method) && isCrossSite(request, url)) return { ok: false, reason: 'origin' };
  const signedIn = await current(sessionToken(request));
  if (!signedIn) return { ok: false, reason: 'sign-in' };
  if (!ALLOWED[need].includes(signedIn.person.role)) return { ok: false, reason: 'role' };
  return { ok: true, signedIn };
}

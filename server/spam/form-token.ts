/**
 * Signed, time-stamped form tokens (docs/decisions/030-spam-folder.md). A token says when and
 * how a form was handed out, and that this site did it: `1.<source>.<issued ms, base 36>.<id>`
 * followed by its HMAC-SHA256 under the server secret. `p` tokens are written into pages as they
 * are sent (a cached page shares its token with whoever gets that copy); `s` tokens are fetched
 * by the form's script when a visitor starts on the form, one per visitor.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOKEN_PLACEHOLDER } from '../../app/forms/parse-form.ts';
import { MIN_FILL_MS, MIN_SIGN_UP_MS } from '../../common/fill-times.ts';

export { MIN_FILL_MS, MIN_SIGN_UP_MS };

import type { SpamReason } from './tables.ts';

export type TokenSource = 'p' | 's';

/** A token older than this is expired: a page left open a week is sent again before it counts. */
export const TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clocks of several servers may differ a little; a token from further ahead was not ours. */
const CLOCK_SKEW_MS = 60_000;
/**
 * Stored posts one token may carry before the next is a replay: a script token is one
 * visitor's; a page token may be shared by the visitors of one cached copy of a page who send
 * its forms without script (rare: with script each visitor fetches their own).
 */
export const ALLOWED_USES: Record<TokenSource, number> = { s: 1, p: 3 };

/** A token that checked out: where it came from, when it was issued, and its id for replays. */
export interface ValidToken {
  source: TokenSource;
  issuedAt: number;
  id: string;
}

export type TokenCheck = { ok: true; token: ValidToken } | { ok: false; reason: SpamReason };

const SHAPE = /^1\.([ps])\.([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/** Issues and checks tokens under one secret (at least 32 bytes). */
export function createFormTokens(secret: Uint8Array, now: () => number = Date.now) {
  if (secret.byteLength < 32) throw new Error('The form token secret must be at least 32 bytes.');
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest();

  return {
    /** A new token of `source`, issued now. */
    issue(source: TokenSource): string {
      const payload = `1.${source}.${now().toString(36)}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** What a posted token is worth: valid (with its age to judge), or why not. */
    check(value: unknown): TokenCheck {
      if (typeof value !== 'string' || value === '' || value === TOKEN_PLACEHOLDER) {
        return { ok: false, reason: 'no-token' };
      }
      const parts = SHAPE.exec(value);
      if (!parts) return { ok: false, reason: 'forged-token' };
      const [, source, issued, id, mac] = parts as unknown as [
        string,
        TokenSource,
        string,
        string,
        string,
      ];
      // Compared as written: base64 has several spellings of one value, a token has one.
      const expected = Buffer.from(sign(value.slice(0, -mac.length - 1)).toString('base64url'));
      const given = Buffer.from(mac);
      if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'forged-token' };
      }
      const issuedAt = Number.parseInt(issued, 36);
      const age = now() - issuedAt;
      if (age < -CLOCK_SKEW_MS) return { ok: false, reason: 'forged-token' };
      if (age > TOKEN_MAX_AGE_MS) return { ok: false, reason: 'expired-token' };
      return { ok: true, token: { source, issuedAt, id } };
    },

    /** Whether a form handed out at `issuedAt` was sent sooner than a person could have. */
    isTooFast: (issuedAt: number, minFillMs = MIN_FILL_MS) => now() - issuedAt < minFillMs,
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;

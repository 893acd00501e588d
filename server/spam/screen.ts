/**
 * The checks a valid form post passes before it is stored (docs/decisions/030-spam-folder.md).
 * Each suspicion is a reason; a post with any reason is stored in Spam, never thrown away, and
 * its visitor gets the same answer as anyone.
 */
import { HONEYPOT_FIELD, PAGE_TOKEN_FIELD, TOKEN_FIELD } from '../../app/forms/parse-form.ts';
import { byNetwork } from '../http/address-key.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { ALLOWED_USES, type FormTokens, MIN_FILL_MS } from './form-token.ts';
import { minFillFor } from './min-fill.ts';
import type { SpamReason } from './tables.ts';

/** What the checks found; a replayed token is found when the post is stored (token-uses.ts). */
export interface Screening {
  reasons: SpamReason[];
  /** The valid token's id and how many stored posts it may carry. */
  token?: { id: string; allowedUses: number };
}

/** Nothing suspected (a post made by the server's own code, or a test of the store). */
export const CLEAN: Screening = { reasons: [] };

/** A link in the text: a scheme or a www. name. */
const LINK = /\b(?:https?:\/\/|www\.)\S/gi;
/** Link markup a person writing to a builder never types into a plain form. */
const LINK_MARKUP = /\[url[=\]]|<a\s[^>]*href/i;
/** More links than this in what a visitor wrote reads as link spam. */
export const MAX_LINKS = 3;

/** True for the text of a link spammer: many links, or link markup. */
export function isLinkSpam(texts: readonly string[]): boolean {
  const text = texts.join('\n');
  return LINK_MARKUP.test(text) || (text.match(LINK)?.length ?? 0) > MAX_LINKS;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The screen for one server: the token checks, the honeypot, links, and a count of stored
 * posts per client address (in this server's memory) beyond `formsPerHour`. No form's fill
 * time is held above `serverMinFillMs` (lowered only by a test's setting: min-fill.ts).
 */
export function createScreen(
  tokens: FormTokens,
  formsPerHour: number,
  serverMinFillMs = MIN_FILL_MS,
) {
  const rate = byNetwork(createRateLimiter(formsPerHour, HOUR_MS));
  return (
    formData: FormData,
    {
      clientIp,
      texts,
      minFillMs,
    }: { clientIp: string; texts: readonly string[]; minFillMs?: number },
  ): Screening => {
    const reasons: SpamReason[] = [];
    const honeypot = formData.get(HONEYPOT_FIELD);
    if (typeof honeypot === 'string' && honeypot.trim() !== '') reasons.push('honeypot');
    const checked = tokens.check(formData.get(TOKEN_FIELD));
    let token: Screening['token'];
    if (!checked.ok) reasons.push(checked.reason);
    else {
      // The visit started when the page was handed out, if the script sent the page's token too.
      const page = tokens.check(formData.get(PAGE_TOKEN_FIELD));
      const pageIssuedAt = page.ok && page.token.source === 'p' ? page.token.issuedAt : Infinity;
      if (
        tokens.isTooFast(
          Math.min(checked.token.issuedAt, pageIssuedAt),
          minFillFor(serverMinFillMs, minFillMs),
        )
      ) {
        reasons.push('too-fast');
      }
      token = { id: checked.token.id, allowedUses: ALLOWED_USES[checked.token.source] };
    }
    if (isLinkSpam(texts)) reasons.push('links');
    if (rate.hit(clientIp || 'unknown') > 0) reasons.push('rate');
    return token ? { reasons, token } : { reasons };
  };
}

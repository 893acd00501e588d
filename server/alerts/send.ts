/**
 * One HTTP post of an alert, to a webhook or a push service, and what became of it: sent, or
 * the cause in the office's words and whether to retry. The office reads "could not deliver
 * (HTTP 502)" or "no answer", never a socket's error: which ports answer on a host is not theirs
 * to learn from a webhook's test (docs/decisions/040). The log keeps the code.
 */
import { errorCode } from '../ops/error-code.ts';
import type { OutboundPolicy } from '../outbound/address-check.ts';
import { guardedPost } from '../outbound/guarded-post.ts';

/** Longest wait for an answer; the visitor never waits for it (the queue does). */
export const SEND_TIMEOUT_MS = 5000;

/** What the office reads when an address was refused before any connection. */
export const REFUSED_CAUSE = 'refused: not a public address';
/** What the office reads when nothing answered (refused, reset, unknown host, timed out). */
export const NO_ANSWER = 'no answer';

export type SendResult =
  | { ok: true; status: number }
  /**
   * `cause`: the office's words; `code`: the log's (an HTTP status or error code); `retry`: the
   * receiver may take it later; `gone`: a push subscription that no longer exists.
   */
  | { ok: false; cause: string; code: string; retry: boolean; gone: boolean };

/** Answers worth another try: the receiver was busy, slow or broken for now. */
const isPassing = (status: number) => status === 408 || status === 429 || status >= 500;

/** Posts `body` to `url` under `policy`; redirects are not followed. */
export async function post(
  url: string,
  body: string | Uint8Array,
  headers: Record<string, string>,
  policy: OutboundPolicy,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  let status: number;
  try {
    status = await guardedPost(url, body, headers, policy, timeoutMs);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'REFUSED_ADDRESS') {
      return { ok: false, cause: REFUSED_CAUSE, code, retry: false, gone: false };
    }
    return { ok: false, cause: NO_ANSWER, code, retry: true, gone: false };
  }
  if (status >= 200 && status < 300) return { ok: true, status };
  return {
    ok: false,
    cause: `could not deliver (HTTP ${status})`,
    code: `HTTP ${status}`,
    retry: isPassing(status),
    gone: status === 404 || status === 410,
  };
}

/** A code as an error the failure log reads. */
export const causeError = (code: string) => Object.assign(new Error(code), { code });

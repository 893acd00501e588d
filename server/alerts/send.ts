/**
 * One HTTP post of an alert, to a webhook or a push service, and what became of it: sent, or
 * the cause (an HTTP status or error code, never the answer's text) and whether to retry.
 */
import { errorCode } from '../ops/error-code.ts';
import { createFailureLog } from '../ops/failure-log.ts';

/** The send's own failure log: a misbehaving receiver's connection, one rate-limited line. */
const ownLog = createFailureLog();

/** Longest wait for an answer; the visitor never waits for it (the queue does). */
export const SEND_TIMEOUT_MS = 5000;

export type SendResult =
  | { ok: true; status: number }
  /** `retry`: the receiver may take it later; `gone`: a push subscription that no longer exists. */
  | { ok: false; cause: string; retry: boolean; gone: boolean };

/** Answers worth another try: the receiver was busy, slow or broken for now. */
const isPassing = (status: number) => status === 408 || status === 429 || status >= 500;

/** Posts `body` to `url`; redirects are not followed (the office's URL is the one posted to). */
export async function post(
  url: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const { name, cause } = error as { name?: string; cause?: unknown };
    const code = name === 'TimeoutError' ? 'TIMEOUT' : errorCode(cause ?? error);
    return { ok: false, cause: code, retry: true, gone: false };
  }
  // The answer's body is not read into anything kept: it may echo what was sent.
  await response.body?.cancel().catch((error: unknown) => {
    // The alert's outcome stands (its status is in); the log says the connection misbehaved.
    ownLog.failure('alerts', error, `(a receiver's answer, HTTP ${response.status}, was cut off)`);
  });
  if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
  return {
    ok: false,
    cause: `HTTP ${response.status}`,
    retry: isPassing(response.status),
    gone: response.status === 404 || response.status === 410,
  };
}

/** A cause as an error the failure log reads (its code is the cause). */
export const causeError = (cause: string) => Object.assign(new Error(cause), { code: cause });

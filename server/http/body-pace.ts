/**
 * How long a request body may take (decision 038). An upload on a phone's uplink may need
 * minutes, so no fixed deadline fits every body: a body is cut when nothing arrives for the
 * idle limit while it is being read (a stalled sender), or when it passes its whole-body limit
 * (generous for uploads, 30 s for an ordinary form). Time the reader spends writing to disk is
 * not counted: the idle clock runs only while a read waits for the network.
 */

export interface BodyPace {
  /** Longest wait for the next bytes while the body is read. */
  idleMs: number;
  /** Longest the whole body may take, from the request's start. */
  totalMs: number;
}

/** What the cancel of a body's source came to: nothing more to say (see its caller). */
const cancelled = () => undefined;

/** The body stopped arriving (idle) or took longer than its whole-body limit (total). */
export class SlowBody extends Error {
  override name = 'SlowBody';
  readonly code: 'BODY_STALLED' | 'BODY_TOO_SLOW';
  readonly status = 408;
  /** The sentence for the sender: what happened and what to do. */
  readonly sentence: string;
  constructor(reason: 'idle' | 'total', pace: BodyPace) {
    const stalled = reason === 'idle';
    super(stalled ? 'the body stopped arriving' : 'the body took longer than its limit');
    this.code = stalled ? 'BODY_STALLED' : 'BODY_TOO_SLOW';
    this.sentence = stalled
      ? `Nothing more arrived from your connection for ${spoken(pace.idleMs)}, so we stopped waiting and nothing was sent. Please check your connection, go back and send it again; what you typed is still in the form when you go back.`
      : `Sending took longer than ${spoken(pace.totalMs)}, the most we wait, so nothing was sent. Please go back and send it again on a faster connection, or with fewer or smaller files; what you typed is still in the form when you go back.`;
  }
}

const spoken = (ms: number) => {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.round(seconds / 60)} minutes`;
};

/** The error, or one it was caused by, that is a {@link SlowBody}; else undefined. */
export function slowBodyIn(error: unknown): SlowBody | undefined {
  for (let at = error, depth = 0; at && depth < 5; depth++) {
    if (at instanceof SlowBody) return at;
    at = (at as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `body` read under `pace`: it errors with {@link SlowBody} when the sender stalls or is too slow. */
export function pacedBody(
  body: ReadableStream<Uint8Array>,
  pace: BodyPace,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let overall: ReturnType<typeof setTimeout> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let failed: SlowBody | undefined;
  let wake: ((error: SlowBody) => void) | undefined;
  const stop = () => {
    clearTimeout(overall);
    clearTimeout(idle);
  };
  const fail = (error: SlowBody, controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (failed) return;
    failed = error;
    stop();
    controller.error(error);
    wake?.(error);
    // The body's failure is the stream's error above, answered 408 and logged once by the
    // route that read it; cancelling the source only frees the socket, and a rejection of the
    // cancel (a source that had ended or failed already) adds nothing to that.
    reader.cancel(error).then(undefined, cancelled);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      overall = setTimeout(() => fail(new SlowBody('total', pace), controller), pace.totalMs);
      overall.unref?.();
    },
    async pull(controller) {
      if (failed) return;
      const stalled = new Promise<never>((_, reject) => {
        wake = reject;
      });
      idle = setTimeout(() => fail(new SlowBody('idle', pace), controller), pace.idleMs);
      idle.unref?.();
      try {
        const { done, value } = await Promise.race([reader.read(), stalled]);
        clearTimeout(idle);
        if (done) {
          stop();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        stop();
        if (!failed) controller.error(error);
      } finally {
        wake = undefined;
      }
    },
    cancel(reason) {
      stop();
      return reader.cancel(reason);
    },
  });
}

/** The request with its body read under `pace` (requests without a body are left as they are). */
export function withPacedBody(request: Request, pace: BodyPace): Request {
  if (!request.body) return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: pacedBody(request.body, pace),
    signal: request.signal,
    duplex: 'half',
  } as RequestInit);
}

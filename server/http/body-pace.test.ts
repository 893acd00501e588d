import { describe, expect, it } from 'vitest';
import { pacedBody, SlowBody } from './body-pace.ts';

/** A body that sends `chunks` chunks of 1 KiB, `gapMs` apart, then stops (or hangs). */
function trickle(chunks: number, gapMs: number, { hangAfter = false } = {}) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === chunks) {
        if (hangAfter) await new Promise(() => {});
        controller.close();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, gapMs));
      controller.enqueue(new Uint8Array(1024));
      sent++;
    },
  });
}

const readAll = async (body: ReadableStream<Uint8Array>) => {
  let size = 0;
  for await (const chunk of body) size += chunk.byteLength;
  return size;
};

describe('a body read at its pace', () => {
  it('lets a slow but steady sender finish, however long it takes altogether', async () => {
    // Ten chunks 60 ms apart: 600 ms in all, six times the idle limit, never idle for long.
    const body = pacedBody(trickle(10, 60), { idleMs: 200, totalMs: 10_000 });
    expect(await readAll(body)).toBe(10 * 1024);
  });

  it('cuts a sender that stops sending, after the idle limit, with a sentence', async () => {
    const started = Date.now();
    const body = pacedBody(trickle(3, 10, { hangAfter: true }), { idleMs: 200, totalMs: 10_000 });
    const error = await readAll(body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SlowBody);
    expect(error).toMatchObject({ code: 'BODY_STALLED', status: 408 });
    expect((error as SlowBody).sentence).toMatch(
      /^Nothing more arrived from your connection for 1 second, /,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cuts a body past its whole-body limit even while bytes still come', async () => {
    const body = pacedBody(trickle(100, 50), { idleMs: 1000, totalMs: 300 });
    const error = await readAll(body).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BODY_TOO_SLOW', status: 408 });
  });

  it('does not count time the reader spends elsewhere (writing to disk) as idle', async () => {
    const body = pacedBody(trickle(3, 10), { idleMs: 100, totalMs: 10_000 });
    const reader = body.getReader();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(size).toBe(3 * 1024);
  });
});

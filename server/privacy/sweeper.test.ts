import { describe, expect, it, vi } from 'vitest';
import { createFailureLog } from '../ops/failure-log.ts';
import { startRetentionSweeper } from './sweeper.ts';

describe('the retention sweeper', () => {
  it('runs after the start and daily; a failure is logged with its cause and the next run retries', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = createFailureLog((line) => lines.push(line));
    let calls = 0;
    const stop = startRetentionSweeper(
      async () => {
        calls++;
        if (calls === 1) throw Object.assign(new Error('gone'), { code: 'ECONNREFUSED' });
        return { leads: 2, comments: 0, subscribers: 1, otherMail: 0, rows: {} as never };
      },
      log,
      (line) => lines.push(line),
      { everyMs: 1000, firstAfterMs: 10 },
    );
    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    vi.useRealTimers();
    expect(calls).toBe(2);
    expect(lines.join('\n')).toMatch(/retention.*ECONNREFUSED/);
    expect(lines.join('\n')).toMatch(/deleted 2 leads, 0 comments and 1 newsletter addresses/);
  });
});

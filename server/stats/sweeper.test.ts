import { describe, expect, it, vi } from 'vitest';
import { createFailureLog } from '../ops/failure-log.ts';
import { startStatsSweeper } from './sweeper.ts';

describe('the statistics sweeper', () => {
  it('rolls up then applies retention after the start and daily; a failure is logged and retried', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = createFailureLog((line) => lines.push(line));
    const calls: string[] = [];
    const stop = startStatsSweeper(
      {
        async rollup() {
          calls.push('rollup');
          if (calls.length === 1) throw Object.assign(new Error('gone'), { code: 'ECONNREFUSED' });
          return ['2026-11-25'];
        },
        async sweep() {
          calls.push('sweep');
          return { views: 120, salts: 1 };
        },
      },
      log,
      (line) => lines.push(line),
      { everyMs: 1000, firstAfterMs: 10 },
    );
    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    vi.useRealTimers();
    // A failed rollup skips that run's retention: raw views go only once their day is rolled.
    expect(calls).toEqual(['rollup', 'rollup', 'sweep']);
    expect(lines.join('\n')).toMatch(/stats.*ECONNREFUSED/);
    expect(lines.join('\n')).toMatch(/rolled up 1 day of page views/);
    expect(lines.join('\n')).toMatch(/deleted 120 page views and 1 day salts/);
  });
});

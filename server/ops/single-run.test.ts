import { describe, expect, it } from 'vitest';
import { singleRun } from './single-run';

describe('singleRun', () => {
  it('runs one at a time, and once more for every request made during a run', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const job = singleRun(async () => {
      active += 1;
      most = Math.max(most, active);
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
      return false;
    });
    const first = job.run();
    const second = job.run();
    const third = job.run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    release();
    await first;
    // Three requests, the two made during the first run folded into one more run.
    expect(runs).toBe(2);
    expect(most).toBe(1);
    await job.running();
  });

  it('runs again at once while a run says more is due', async () => {
    let left = 3;
    const job = singleRun(async () => {
      left -= 1;
      return left > 0;
    });
    await job.run();
    expect(left).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import type { Db } from '../db/connect.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import { createJobs, JobFailure } from './runner.ts';
import { backoffMs, deadJobs } from './store.ts';

const MINUTE = 60_000;

describe('the jobs runner on a clock the test moves', () => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb('sqlite');
  });
  afterAll(() => database.close());

  it('runs a job when it is due, not before, once', async () => {
    const clock = testClock();
    const jobs = createJobs({ db: database.db, dialect: 'sqlite', clock: clock.now });
    const ran: unknown[] = [];
    jobs.register('reminder', {
      label: 'Reminder',
      run: async (job) => void ran.push(job.payload),
    });
    const dueAt = new Date(clock.now().getTime() + 24 * 60 * MINUTE);
    await jobs.schedule({ kind: 'reminder', key: 'reminder:7', dueAt, payload: { visitId: 7 } });
    await jobs.schedule({ kind: 'reminder', key: 'reminder:7', dueAt, payload: { visitId: 7 } });
    await jobs.run();
    expect(ran).toEqual([]);
    clock.advance(24 * 60 * MINUTE);
    await jobs.run();
    await jobs.run();
    expect(ran).toEqual([{ visitId: 7 }]);
  });

  it('retries a failing job after its pause, and logs its cause in words once per code', async () => {
    const clock = testClock();
    const lines: string[] = [];
    const jobs = createJobs({
      db: database.db,
      dialect: 'sqlite',
      clock: clock.now,
      log: createFailureLog((line) => lines.push(line)),
    });
    let tries = 0;
    jobs.register('flaky', {
      label: 'Flaky',
      maxAttempts: 2,
      backoff: { firstMs: MINUTE, capMs: 10 * MINUTE },
      run: async () => {
        tries++;
        throw new JobFailure('the receiving site did not answer');
      },
    });
    await jobs.schedule({ kind: 'flaky', key: 'flaky:1' });
    await jobs.run();
    expect(tries).toBe(1);
    clock.advance(backoffMs(1, { firstMs: MINUTE, capMs: 10 * MINUTE }) - 1);
    await jobs.run();
    expect(tries).toBe(1);
    clock.advance(1);
    await jobs.run();
    expect(tries).toBe(2);
    const [dead] = await deadJobs(database.db);
    expect(dead).toMatchObject({ kind: 'flaky', lastError: 'the receiving site did not answer' });
    expect(jobs.label('flaky')).toBe('Flaky');
    expect(lines.join('\n')).toMatch(
      /job flaky: error \(Error\) \(job #\d+, try 1 of 2: the receiving site did not answer\)/,
    );
    expect(lines.join('\n')).not.toMatch(/at .*runner\.test\.ts/);
  });

  it('outlives a database that fails: one log line, and the next run takes the job', async () => {
    const clock = testClock();
    const lines: string[] = [];
    const broken = await freshDb('sqlite');
    const jobs = createJobs({
      db: broken.db,
      dialect: 'sqlite',
      clock: clock.now,
      log: createFailureLog((line) => lines.push(line)),
    });
    const ran: number[] = [];
    jobs.register('note', { label: 'Note', run: async (job) => void ran.push(job.id) });
    await jobs.schedule({
      kind: 'note',
      key: 'note:1',
      dueAt: new Date(clock.now().getTime() + MINUTE),
    });
    await broken.db.schema.alterTable('jobs').renameTo('jobs_away').execute();
    clock.advance(MINUTE);
    await jobs.run();
    await jobs.run();
    expect(lines.filter((line) => line.includes(' jobs: '))).toHaveLength(1);
    await broken.db.schema.alterTable('jobs_away').renameTo('jobs').execute();
    await jobs.run();
    expect(ran).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/jobs: .*again/);
    await broken.close();
  });
});

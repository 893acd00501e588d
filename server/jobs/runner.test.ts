import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import type { Db } from '../db/connect.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import { createJobs, JobFailure, JobWait } from './runner.ts';
import { backoffMs, deadJobs } from './store.ts';

const MINUTE = 60_000;
/** A minute from the clock's now. */
const soon = (clock: { now: () => Date }) => new Date(clock.now().getTime() + MINUTE);

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

  it('runs each kind in its own lane: a kind that hangs holds up no other, and runs once at a time', async () => {
    const clock = testClock();
    const jobs = createJobs({ db: database.db, dialect: 'sqlite', clock: clock.now });
    let release = () => {};
    const hung = new Promise<void>((done) => {
      release = done;
    });
    let slowStarted = 0;
    const quick: unknown[] = [];
    jobs.register('lane.slow', {
      label: 'Slow',
      run: async () => {
        slowStarted++;
        await hung;
      },
    });
    jobs.register('lane.quick', {
      label: 'Quick',
      run: async (job) => void quick.push(job.payload),
    });
    await jobs.schedule({ kind: 'lane.slow', key: 'lane.slow:1' });
    const first = jobs.run();
    await expect.poll(() => slowStarted).toBe(1);
    // While the slow kind hangs, a new job of another kind runs at the next run, to its end.
    await jobs.schedule({ kind: 'lane.quick', key: 'lane.quick:1', payload: { n: 1 } });
    await expect.poll(() => quick).toEqual([{ n: 1 }]);
    expect(slowStarted).toBe(1);
    release();
    await first;
    await jobs.run();
    expect(slowStarted).toBe(1);
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
      /Z job: error \(Error\) \(flaky #\d+, try 1 of 2: the receiving site did not answer\)/,
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

  it('leaves a kind whose gate says no waiting, no try spent', async () => {
    const clock = testClock();
    const jobs = createJobs({ db: database.db, dialect: 'sqlite', clock: clock.now });
    let open = false;
    let asked = 0;
    const ran: number[] = [];
    jobs.register('gated', {
      label: 'Gated',
      ready: async () => {
        asked++;
        return open;
      },
      run: async (job) => void ran.push(job.id),
    });
    // Due a minute on (a job due now is run at once when scheduled).
    await jobs.schedule({ kind: 'gated', key: 'gated:1', dueAt: soon(clock) });
    clock.advance(MINUTE);
    await jobs.run();
    expect(asked).toBe(1);
    expect(ran).toEqual([]);
    const row = await database.db
      .selectFrom('jobs')
      .selectAll()
      .where('job_key', '=', 'gated:1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 0, state: 'waiting', lease_owner: null });
    open = true;
    await jobs.run();
    expect(ran).toEqual([row.id]);
  });

  it('lets the other kinds run when one kind’s gate fails, and logs it once', async () => {
    const clock = testClock();
    const lines: string[] = [];
    const jobs = createJobs({
      db: database.db,
      dialect: 'sqlite',
      clock: clock.now,
      log: createFailureLog((line) => lines.push(line)),
    });
    const ran: string[] = [];
    jobs.register('broken-gate', {
      label: 'Broken gate',
      log: { kind: 'mail', recovered: 'sending again' },
      ready: async () => {
        throw Object.assign(new Error('settings unreadable'), { code: 'SQLITE_BUSY' });
      },
      run: async (job) => void ran.push(job.key),
    });
    jobs.register('plain', { label: 'Plain', run: async (job) => void ran.push(job.key) });
    await jobs.schedule({ kind: 'broken-gate', key: 'broken-gate:1', dueAt: soon(clock) });
    await jobs.schedule({ kind: 'plain', key: 'plain:1', dueAt: soon(clock) });
    clock.advance(MINUTE);
    await jobs.run();
    expect(ran).toEqual(['plain:1']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      / mail: .*\(SQLITE_BUSY\) \(broken-gate: its jobs wait for the next run\)$/,
    );
  });

  it('gives a waiting try back: due after the pause, its cause kept, the batch waits with it, never dead', async () => {
    const clock = testClock();
    const jobs = createJobs({ db: database.db, dialect: 'sqlite', clock: clock.now });
    let tries = 0;
    jobs.register('waits', {
      label: 'Waits',
      maxAttempts: 2,
      waitMs: MINUTE,
      run: async () => {
        tries++;
        throw new JobWait('SMTP 421');
      },
    });
    for (const n of [1, 2, 3]) {
      await jobs.schedule({ kind: 'waits', key: `waits:${n}`, dueAt: soon(clock) });
    }
    clock.advance(MINUTE);
    const rows = () =>
      database.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'waits')
        .orderBy('id')
        .execute();
    for (let run = 1; run <= 5; run++) {
      await jobs.run();
      // One try a run: the rest of the kind's batch waits with it, without running.
      expect(tries).toBe(run);
      for (const row of await rows()) {
        expect(row).toMatchObject({ state: 'waiting', attempts: 0, last_error: 'SMTP 421' });
        expect(row.due_at).toBe(new Date(clock.now().getTime() + MINUTE).toISOString());
      }
      clock.advance(MINUTE - 1);
      await jobs.run();
      expect(tries).toBe(run);
      clock.advance(1);
    }
    expect((await deadJobs(database.db)).filter((job) => job.kind === 'waits')).toEqual([]);
  });

  it('runs a kind its concurrency at once, a full batch followed by the next', async () => {
    const clock = testClock();
    const jobs = createJobs({ db: database.db, dialect: 'sqlite', clock: clock.now });
    let running = 0;
    let most = 0;
    const ran: number[] = [];
    jobs.register('parallel', {
      label: 'Parallel',
      concurrency: 3,
      batch: 4,
      run: async (job) => {
        running++;
        most = Math.max(most, running);
        await new Promise((done) => setTimeout(done, 20));
        running--;
        ran.push(job.id);
      },
    });
    for (let n = 0; n < 6; n++) {
      await jobs.schedule({ kind: 'parallel', key: `parallel:${n}`, dueAt: soon(clock) });
    }
    clock.advance(MINUTE);
    await jobs.run();
    expect(ran).toHaveLength(6);
    expect(most).toBe(3);
  });
});

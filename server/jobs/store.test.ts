import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb, testClock } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import {
  backoffMs,
  cancelJobs,
  cleanJobs,
  deadJobs,
  dismissDeadJob,
  failJob,
  finishJob,
  retryDeadJob,
  STALLED_CAUSE,
  scheduleJob,
  takeJobs,
} from './store.ts';

const MINUTE = 60_000;

describe.each(databases)('the jobs table on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());
  const take = (db: Db, owner: string, now: Date, limit = 100) =>
    takeJobs(db.db, { dialect: db.dialect, owner, kinds: ['test'], limit, leaseMs: MINUTE, now });

  it('stores one job per key, and moves a waiting one only when asked to replace it', async () => {
    const clock = testClock();
    const job = { kind: 'test', key: 'dedupe:1', payload: { leadId: 1 } };
    expect(await scheduleJob(database.db, job, clock.now())).toBe(true);
    expect(await scheduleJob(database.db, { ...job, payload: { leadId: 2 } }, clock.now())).toBe(
      false,
    );
    const later = new Date(clock.now().getTime() + 10 * MINUTE);
    expect(
      await scheduleJob(database.db, { ...job, dueAt: later, replace: true }, clock.now()),
    ).toBe(true);
    const rows = await database.db
      .selectFrom('jobs')
      .selectAll()
      .where('job_key', '=', 'dedupe:1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.due_at).toBe(later.toISOString());
    expect(await cancelJobs(database.db, 'dedupe:1')).toBe(1);
  });

  it('cancels by key prefix, taking no key that only looks alike', async () => {
    const now = testClock().now();
    for (const key of ['visit:12:reminder', 'visit:12:follow-up', 'visit:123:reminder', 'visit_12'])
      await scheduleJob(database.db, { kind: 'test', key }, now);
    expect(await cancelJobs(database.db, { prefix: 'visit:12:' })).toBe(2);
    const left = await database.db
      .selectFrom('jobs')
      .select('job_key')
      .orderBy('job_key')
      .execute();
    expect(left.map((row) => row.job_key)).toEqual(['visit:123:reminder', 'visit_12']);
    await cancelJobs(database.db, { prefix: 'visit' });
  });

  it('leases each due job to one server only, until its lease runs out', async () => {
    const clock = testClock();
    for (let i = 0; i < 30; i++)
      await scheduleJob(database.db, { kind: 'test', key: `lease:${i}` }, clock.now());
    await scheduleJob(
      database.db,
      { kind: 'test', key: 'lease:later', dueAt: new Date(clock.now().getTime() + 5 * MINUTE) },
      clock.now(),
    );
    const second = openDatabase(
      kind === 'sqlite' ? `sqlite:${await sqliteFile(database)}` : await postgresUrl(database),
    );
    try {
      // Two servers take at once, in small batches, until nothing is left.
      const takeAll = async (db: Db, owner: string) => {
        const got: number[] = [];
        for (;;) {
          const batch = await take(db, owner, clock.now(), 4);
          if (batch.length === 0) return got;
          got.push(...batch.map((job) => job.id));
        }
      };
      const [a, b] = await Promise.all([takeAll(database, 'a'), takeAll(second, 'b')]);
      expect(a.length + b.length).toBe(30);
      expect(new Set([...a, ...b]).size).toBe(30);
      expect(await take(database, 'c', clock.now())).toEqual([]);
      // The leases run out: another server takes them (a second try each); the later job too.
      clock.advance(5 * MINUTE);
      const again = await take(second, 'c', clock.now());
      expect(again).toHaveLength(31);
      expect(
        again.filter((job) => job.key !== 'lease:later').every((job) => job.attempts === 2),
      ).toBe(true);
      // The first holder lost them: its "done" is not stored. (On a loaded machine one of the
      // two may have taken every job: the holder is whichever took the first one.)
      const [held, holder] = a.length > 0 ? [a[0], 'a'] : [b[0], 'b'];
      expect(held).toBeDefined();
      expect(await finishJob(database.db, held ?? 0, holder, clock.now())).toBe(false);
      expect(await finishJob(database.db, held ?? 0, 'c', clock.now())).toBe(true);
    } finally {
      await second.close();
      await cancelJobs(database.db, { prefix: 'lease:' });
      await database.db.deleteFrom('jobs').execute();
    }
  });

  it('retries with a doubling pause up to its cap, then keeps it as a dead letter in words', async () => {
    const clock = testClock();
    await scheduleJob(database.db, { kind: 'test', key: 'fails', maxAttempts: 3 }, clock.now());
    const pauses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [job] = await take(database, 'a', clock.now());
      expect(job?.attempts).toBe(i + 1);
      if (!job) return;
      const became = await failJob(
        database.db,
        job,
        'a',
        'the mail server refused it',
        clock.now(),
      );
      expect(became).toBe(i < 2 ? 'retry' : 'dead');
      if (became === 'dead') break;
      const [row] = await database.db.selectFrom('jobs').select('due_at').execute();
      const pause = Date.parse(row?.due_at ?? '') - clock.now().getTime();
      pauses.push(pause);
      // Not due before its pause is over.
      clock.advance(pause - 1000);
      expect(await take(database, 'a', clock.now())).toEqual([]);
      clock.advance(1000);
    }
    expect(pauses).toEqual([backoffMs(1), backoffMs(2)]);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(backoffMs(30)).toBe(3_600_000);
    // A kind's own factor (the alerts' pauses triple: decision 063).
    const tripling = { firstMs: 5000, capMs: 3_600_000, factor: 3 };
    expect([1, 2, 3, 7, 8].map((n) => backoffMs(n, tripling))).toEqual([
      5000, 15_000, 45_000, 3_600_000, 3_600_000,
    ]);
    const [dead] = await deadJobs(database.db);
    expect(dead).toMatchObject({
      key: 'fails',
      attempts: 3,
      lastError: 'the mail server refused it',
    });
    // Retry: due now with its tries back; dismiss: gone.
    const retried = await retryDeadJob(database.db, dead?.id ?? 0, clock.now());
    expect(retried?.attempts).toBe(0);
    expect((await take(database, 'a', clock.now())).map((job) => job.key)).toEqual(['fails']);
    await failJob(
      database.db,
      { id: dead?.id ?? 0, attempts: 3, maxAttempts: 3 },
      'a',
      'again',
      clock.now(),
    );
    expect(await dismissDeadJob(database.db, dead?.id ?? 0)).toMatchObject({ key: 'fails' });
    expect(await deadJobs(database.db)).toEqual([]);
  });

  it('cleans done rows after their days, and buries a job whose last try was cut short', async () => {
    const clock = testClock();
    await scheduleJob(database.db, { kind: 'test', key: 'old' }, clock.now());
    await scheduleJob(database.db, { kind: 'test', key: 'stalls', maxAttempts: 1 }, clock.now());
    const jobs = await take(database, 'a', clock.now());
    const old = jobs.find((job) => job.key === 'old');
    await finishJob(database.db, old?.id ?? 0, 'a', clock.now());
    clock.advance(13 * 24 * 60 * MINUTE);
    expect(await cleanJobs(database.db, clock.now())).toEqual({ stalled: 1, deleted: 0 });
    clock.advance(2 * 24 * 60 * MINUTE);
    expect(await cleanJobs(database.db, clock.now())).toEqual({ stalled: 0, deleted: 1 });
    const [dead] = await deadJobs(database.db);
    expect(dead).toMatchObject({ key: 'stalls', lastError: STALLED_CAUSE });
    await database.db.deleteFrom('jobs').execute();
  });
});

/** The SQLite file under a Db opened by freshDb (its database list names it). */
async function sqliteFile({ db }: Db) {
  const { sql } = await import('kysely');
  const { rows } = await sql<{
    file: string;
  }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(db);
  return rows[0]?.file ?? '';
}

async function postgresUrl({ db }: Db) {
  const { sql } = await import('kysely');
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  const { inject } = await import('vitest');
  return inject('postgresUrl').replace(/\/postgres$/, `/${rows[0]?.name}`);
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { createFailureLog } from '../ops/failure-log.ts';
import { saveSubmission } from '../store/submissions.ts';
import { subscribe } from '../store/subscribers.ts';
import { TOKEN_MAX_AGE_MS } from './form-token.ts';
import { pruneSpam } from './prune.ts';
import { startSpamSweeper } from './sweeper.ts';

const DAY = 24 * 60 * 60 * 1000;
const spam = { reasons: ['no-token' as const] };

describe.each(databases)('spam older than 30 days on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());

  /** Stores a message (in Spam or the inbox) and dates it `daysAgo` before now. */
  async function message(email: string, daysAgo: number, isSpam = true) {
    const saved = await saveSubmission(
      database.db,
      database.dialect,
      { kind: 'message', name: 'N', email, message: email },
      undefined,
      isSpam ? spam : undefined,
    );
    const at = new Date(Date.now() - daysAgo * DAY).toISOString();
    await database.db
      .updateTable('submissions')
      .set({ created_at: at })
      .where('id', '=', saved.id)
      .execute();
    return saved.id;
  }

  it('deletes only what has been in Spam longer, with its events; leads and the list stay', async () => {
    const { db } = database;
    const old = await message('old@example.com', 31);
    const recent = await message('recent@example.com', 29);
    const oldLead = await message('lead@example.com', 400, false);
    await db
      .insertInto('lead_events')
      .values({
        submission_id: old,
        kind: 'note',
        author_id: null,
        body: 'x',
        outbox_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await subscribe(db, 'held@example.com', spam);
    await subscribe(db, 'reader@example.com');
    await db
      .updateTable('subscribers')
      .set({ created_at: new Date(Date.now() - 40 * DAY).toISOString() })
      .execute();
    await db
      .insertInto('form_token_uses')
      .values([
        {
          token_id: 'a'.repeat(22),
          uses: 1,
          first_used_at: new Date(Date.now() - 9 * DAY).toISOString(),
        },
        { token_id: 'b'.repeat(22), uses: 1, first_used_at: new Date().toISOString() },
      ])
      .execute();

    // Two days ago the 40-day sign-up was old enough, the 31-day message not yet.
    expect(await pruneSpam(db, new Date(Date.now() - 2 * DAY), TOKEN_MAX_AGE_MS)).toEqual({
      submissions: 0,
      subscribers: 1,
    });
    expect(await pruneSpam(db, new Date(), TOKEN_MAX_AGE_MS)).toEqual({
      submissions: 1,
      subscribers: 0,
    });
    const left = await db.selectFrom('submissions').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual([recent, oldLead]);
    expect(await db.selectFrom('lead_events').selectAll().execute()).toEqual([]);
    const emails = await db.selectFrom('subscribers').select('email').execute();
    expect(emails.map((row) => row.email)).toEqual(['reader@example.com']);
    const uses = await db.selectFrom('form_token_uses').select('token_id').execute();
    expect(uses.map((row) => row.token_id)).toEqual(['b'.repeat(22)]);
    expect(old).toBeGreaterThan(0);
  });
});

describe('the daily sweep', () => {
  it('runs a minute after the start and then every day; a failure is logged and retried', async () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const said: string[] = [];
      let calls = 0;
      const sweep = async () => {
        calls++;
        if (calls === 2) throw Object.assign(new Error('boom'), { code: 'ECONNREFUSED' });
        return { submissions: 2, subscribers: 1 };
      };
      const stop = startSpamSweeper(
        sweep,
        createFailureLog((line) => lines.push(line)),
        (line) => said.push(line),
      );
      await vi.advanceTimersByTimeAsync(59_000);
      expect(calls).toBe(0);
      await vi.advanceTimersByTimeAsync(1000);
      expect(calls).toBe(1);
      expect(said).toEqual(['spam: deleted 3 entries kept longer than 30 days']);
      await vi.advanceTimersByTimeAsync(DAY);
      expect(calls).toBe(2);
      expect(lines.join('\n')).toMatch(/spam: connection refused .*the next run retries/);
      await vi.advanceTimersByTimeAsync(DAY);
      expect(calls).toBe(3);
      stop();
      await vi.advanceTimersByTimeAsync(3 * DAY);
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Shared by the alerts' tests: the alerts service on a fresh database, its log kept. */

import { ALERT_JOB } from '../../../server/alerts/deliveries.ts';
import { createAlerts } from '../../../server/alerts/service.ts';
import type { Db } from '../../../server/db/connect.ts';
import { createJobs } from '../../../server/jobs/runner.ts';
import { createFailureLog } from '../../../server/ops/failure-log.ts';
import { saveSubmission } from '../../../server/store/submissions.ts';

export const PUBLIC_URL = 'https://www.example.test';

/**
 * The alerts of `database` as a server would make them, on a jobs runner of their own (one
 * server's: two calls are two servers); `lines` is their failure log.
 * `allowPrivate` is ALERTS_ALLOW_PRIVATE=1 (a webhook on this machine), `pushTestOrigin`
 * ALERTS_PUSH_TEST_ORIGIN (a push service captured on this machine).
 */
export function alertsOn(
  database: Db,
  {
    notifyTo,
    allowPrivate = false,
    pushTestOrigin,
    clock,
  }: {
    notifyTo?: string;
    allowPrivate?: boolean;
    pushTestOrigin?: string;
    /** The time the alerts and their jobs work at (a clock the test moves). */
    clock?: () => Date;
  } = {},
) {
  const lines: string[] = [];
  const log = createFailureLog((line) => lines.push(line));
  const jobs = createJobs({ db: database.db, dialect: database.dialect, log, clock });
  const alerts = createAlerts({
    db: database.db,
    config: {
      vapidSubject: 'mailto:office@example.test',
      publicUrl: PUBLIC_URL,
      intervalMs: 1000,
      allowPrivate,
      pushTestOrigin,
    },
    company: 'Test Co',
    notifyTo,
    log,
    flushOutbox: () => undefined,
    jobs,
    clock,
    serviceTitle: async (slug) => `Title of ${slug}`,
  });
  return { alerts, jobs, lines, log: () => lines.join('\n') };
}

let serial = 0;

/** A quote request as the form stores it (spam when `spam`); resolves with its id. */
export async function storeQuote(
  database: Db,
  { spam = false, kind = 'quote' as 'quote' | 'message' | 'comment' } = {},
) {
  serial++;
  const saved = await saveSubmission(
    database.db,
    database.dialect,
    {
      kind,
      name: `Ada Lovelace ${serial}`,
      email: `ada${serial}@example.com`,
      message: `private words ${serial}`,
      service: 'kitchen',
      postSlug: kind === 'comment' ? 'a-post' : undefined,
    },
    undefined,
    spam ? { reasons: ['no-token'] } : undefined,
  );
  return saved.id;
}

/** Makes every waiting delivery's job due now (skips the retry pause). */
export async function makeDue(database: Db) {
  await database.db
    .updateTable('jobs')
    .set({ due_at: new Date(Date.now() - 1000).toISOString() })
    .where('kind', '=', ALERT_JOB)
    .where('state', '=', 'waiting')
    .execute();
}

/** The deliveries of one lead. */
export const deliveriesOf = (database: Db, leadId: number) =>
  database.db
    .selectFrom('alert_deliveries')
    .selectAll()
    .where('submission_id', '=', leadId)
    .orderBy('id')
    .execute();

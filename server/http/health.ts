import { type Db, migrationsCurrent } from '../db/connect.ts';
import { withDatabaseBudget } from '../db/request-budget.ts';
import { outboxBacklog } from '../mail/backlog.ts';
import type { FolderSpace } from '../ops/disk-space.ts';
import { describeError, errorCode } from '../ops/error-code.ts';
import { methodNotAllowed, READ_METHODS } from './methods.ts';

/** The health check's path: a server path, not a page (never pre-rendered, never in the sitemap). */
export const HEALTH_PATH = '/healthz';

/**
 * The check's own database time (server/db/request-budget.ts), well under a load balancer's
 * usual 2 to 5 s probe timeout whatever the server's DB_STATEMENT_TIMEOUT_SECONDS: a frozen
 * database makes the check answer 503 with the reason, never hang.
 */
export const HEALTH_DATABASE_MS = 1500;

const secondsSince = (iso: string | null | undefined) =>
  iso ? Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 1000)) : null;

/**
 * `GET /healthz` for a load balancer or monitor: JSON with the database reachable, its
 * migrations current, the outbox backlog with the age of its oldest unsent mail, and how this
 * server hears of other servers' changes, and the free space of the temporary and SQLite
 * folders. 200 when the database answers with the expected schema, 503 otherwise (a listener
 * that reconnects does not make it 503); a folder short of space makes the status `low-disk`,
 * still 200: pages are served, but uploads (temporary folder) or submissions (SQLite folder)
 * will fail soon, which a monitor should tell someone about (decision 038). Never cached.
 * Answers within {@link HEALTH_DATABASE_MS} and a little more, whatever the database does.
 */
export function createHealthCheck(
  database: Db,
  options: {
    readonly isMailOn: boolean;
    changes?: () => Record<string, unknown>;
    /** The alerts' queue (server/alerts/problems.ts alertBacklog). */
    alerts?: () => Promise<Record<string, unknown>>;
    /** Free space of the folders written to (server/ops/disk-space.ts diskReport). */
    disk?: () => Promise<{ low: boolean; folders: Record<string, FolderSpace> }>;
  },
) {
  return async (request: Request): Promise<Response> => {
    if (!(READ_METHODS as readonly string[]).includes(request.method)) {
      return methodNotAllowed(READ_METHODS);
    }
    let body: Record<string, unknown>;
    let ok = false;
    try {
      const [current, backlog, alerts, disk] = await withDatabaseBudget(HEALTH_DATABASE_MS, () =>
        Promise.all([
          migrationsCurrent(database),
          outboxBacklog(database.db),
          options.alerts?.(),
          options.disk?.(),
        ]),
      );
      ok = current;
      body = {
        status: ok ? (disk?.low ? 'low-disk' : 'ok') : 'unavailable',
        database: { reachable: true, migrationsCurrent: current },
        outbox: {
          mail: options.isMailOn ? 'on' : 'off',
          backlog: backlog.waiting,
          oldestUnsentSeconds: secondsSince(backlog.oldest),
          // Given up after their tries (decision 062): in /admin/office/jobs until retried or dismissed.
          givenUp: backlog.givenUp,
        },
        ...(options.changes ? { changes: options.changes() } : {}),
        ...(alerts ? { alerts } : {}),
        ...(disk ? { disk: disk.folders } : {}),
      };
    } catch (error) {
      body = {
        status: 'unavailable',
        database: { reachable: false, error: errorCode(error), reason: describeError(error) },
      };
    }
    const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    const status = ok ? 200 : 503;
    if (request.method === 'HEAD') return new Response(null, { status, headers });
    return new Response(`${JSON.stringify(body)}\n`, { status, headers });
  };
}

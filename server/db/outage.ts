import { errorCode } from '../ops/error-code.ts';
import { BUDGET_SPENT } from './request-budget.ts';

/** What the database layer reports: each query that worked, and each that failed (and why). */
export interface DatabaseWatch {
  ok(): void;
  fail(error: unknown): void;
}

/** A watch that reports nothing (scripts and unit tests). */
export const unwatched: DatabaseWatch = { ok() {}, fail() {} };

/** Node's network error codes: the database could not be reached. */
const NETWORK = /^(E[A-Z_]+)$/;

/**
 * True when an error means the database itself is unreachable or unwell (refused, timed out,
 * restarting, read-only or full disk) rather than one statement being wrong.
 */
export function isOutage(error: unknown): boolean {
  const code = errorCode(error);
  if (code.startsWith('SQLITE_')) return true;
  if (['CONNECT_TIMEOUT', 'QUERY_TIMEOUT', 'CONNECTION_LOST', BUDGET_SPENT].includes(code))
    return true;
  // SQLSTATE classes: 08 connection, 53 resources, 57 operator intervention, 3D database, 28 auth.
  if (/^(08|53|57|3D|28)[0-9A-Z]{3}$/.test(code)) return true;
  return NETWORK.test(code);
}

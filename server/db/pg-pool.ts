import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { type DatabaseWatch, isOutage } from './outage.ts';
import { budgetLeftMs, budgetSpent, settleAfterBudget, withinBudget } from './request-budget.ts';

export interface PoolTimeouts {
  /** Longest wait for a connection (a new one, or a free one from the pool). */
  connectMs: number;
  /** Longest a statement may run; the server cancels it, the client gives up a second later. */
  statementMs: number;
}

/**
 * A pg pool that survives the database going away and never waits forever: every pool and
 * client error is caught (an uncaught one would end the process), connections and statements
 * time out, and a connection that failed or timed out is closed instead of being reused (its
 * unfinished transaction is rolled back by the server, never committed later). Inside a
 * request, each wait also ends with the request's time budget (request-budget.ts).
 */
export function watchedPool(url: string, timeouts: PoolTimeouts, watch: DatabaseWatch) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1000,
    idle_in_transaction_session_timeout: timeouts.statementMs * 2,
    idleTimeoutMillis: 10_000,
  });
  // An idle connection the server closed (restart, failover, idle timeout).
  pool.on('error', (error) => watch.fail(error));
  // A checked-out connection that breaks between queries emits on the client itself.
  pool.on('connect', (client) => client.on('error', (error) => watch.fail(error)));

  const connect = async (): Promise<PostgresPoolClient> => {
    let client: pg.PoolClient;
    const left = budgetLeftMs();
    if (left === 0) throw budgetSpent();
    try {
      // A connection that arrives after the budget ran out is closed, not kept waiting.
      client = await withinBudget(pool.connect(), left, (late) =>
        settleAfterBudget(late.then((lateClient) => lateClient.release(true))),
      );
    } catch (error) {
      watch.fail(error);
      throw error;
    }
    let broken: unknown;
    const query = (...args: unknown[]) => {
      if (broken) return Promise.reject(broken);
      const left = budgetLeftMs();
      // Spent before it began (a transaction's rollback too): the connection is closed on
      // release, so no transaction is left open on it.
      if (left === 0) {
        broken = budgetSpent();
        return Promise.reject(broken);
      }
      const result = (client.query as (...a: unknown[]) => unknown)(...args);
      if (!(result instanceof Promise)) return result;
      // A statement still running when the budget ends fails with the closed connection later.
      return withinBudget(result, left, settleAfterBudget).then(
        (value) => {
          watch.ok();
          return value;
        },
        (error: unknown) => {
          if (isOutage(error)) broken = error;
          watch.fail(error);
          throw error;
        },
      );
    };
    return {
      query: query as PostgresPoolClient['query'],
      get processID() {
        return (client as { processID?: number }).processID;
      },
      release: (destroy?: boolean) => client.release(Boolean(destroy || broken)),
    };
  };
  return {
    connect,
    end: () => pool.end(),
    options: pool.options,
    Client: pg.Client,
  } satisfies PostgresPool;
}

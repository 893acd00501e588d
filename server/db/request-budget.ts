/**
 * One time budget for the database work of a request (docs/decisions/041): every connection
 * and statement a request waits for, its reads and its save alike, comes out of the same
 * deadline, so a frozen database costs a visitor one timeout, not one per query. The deadline
 * travels with the request's async work (AsyncLocalStorage), so the queries need no argument.
 * Work outside a request (jobs, sweepers, the start) has no budget: only the pool's own
 * timeouts apply to it. Work a request starts and leaves running (the outbox kicked after a
 * save) inherits the budget only until the request's answer is made.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The code of the error a query gets once its request's budget is spent. */
export const BUDGET_SPENT = 'REQUEST_BUDGET';

interface Budget {
  deadline: number;
  /** Set once the work it was made for has finished. */
  isOver: boolean;
}

const budgets = new AsyncLocalStorage<Budget>();

/** Runs `work` with `ms` of database time; a budget already running is never extended. */
export async function withDatabaseBudget<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const outer = budgets.getStore();
  const deadline = Date.now() + ms;
  const budget = {
    deadline: outer && !outer.isOver ? Math.min(outer.deadline, deadline) : deadline,
    isOver: false,
  };
  try {
    return await budgets.run(budget, work);
  } finally {
    budget.isOver = true;
  }
}

/**
 * Runs `work` that is not the database's (cleaning a quote's files in the worker pool) with the
 * request's budget clock stopped: the deadline moves on by the time it took, so a quote whose
 * files wait their turn behind others is not refused 503 for database time it never used.
 */
export async function outsideDatabaseBudget<T>(work: () => Promise<T>): Promise<T> {
  const budget = budgets.getStore();
  const started = Date.now();
  try {
    return await work();
  } finally {
    if (budget && !budget.isOver) budget.deadline += Date.now() - started;
  }
}

/** Milliseconds left of the running request's budget (0 when spent); undefined outside one. */
export function budgetLeftMs(): number | undefined {
  const budget = budgets.getStore();
  if (!budget || budget.isOver) return undefined;
  return Math.max(0, budget.deadline - Date.now());
}

/** The error a database wait gets when its request's budget runs out. */
export function budgetSpent(): Error {
  return Object.assign(new Error('The request ran out of database time'), { code: BUDGET_SPENT });
}

/**
 * For a statement that outlived its request's budget. The request was answered already, with the
 * {@link budgetSpent} failure its handler logged once; the statement's connection is closed on
 * release, so it ends with that connection, and its own late failure (the closed connection)
 * says nothing the log has not been told: it is settled here and not logged again.
 */
export function settleAfterBudget(late: Promise<unknown>): void {
  late.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * `promise`, or a rejection with {@link budgetSpent} after `ms` (none when `ms` is undefined).
 * `onLate` receives the promise when it lost, to free what it still brings.
 */
export function withinBudget<T>(
  promise: Promise<T>,
  ms: number | undefined,
  onLate: (late: Promise<T>) => void,
): Promise<T> {
  if (ms === undefined) return promise;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(budgetSpent()), ms);
  });
  return Promise.race([promise, expired]).then(
    (value) => {
      clearTimeout(timer);
      return value;
    },
    (error: unknown) => {
      clearTimeout(timer);
      if ((error as { code?: unknown }).code === BUDGET_SPENT) onLate(promise);
      throw error;
    },
  );
}

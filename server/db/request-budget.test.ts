import { describe, expect, it } from 'vitest';
import {
  BUDGET_SPENT,
  budgetLeftMs,
  outsideDatabaseBudget,
  withDatabaseBudget,
  withinBudget,
} from './request-budget.ts';

const never = new Promise<never>(() => {});

describe("a request's database budget", () => {
  it('is there only while its work runs: none outside, none for what the work leaves running', async () => {
    expect(budgetLeftMs()).toBeUndefined();
    let later: Promise<number | undefined> = Promise.resolve(undefined);
    const inside = await withDatabaseBudget(1000, async () => {
      // Started by the request, still running after its answer (the outbox kicked after a save).
      later = new Promise((done) => setTimeout(() => done(budgetLeftMs()), 20));
      return budgetLeftMs();
    });
    expect(inside).toBeGreaterThan(900);
    expect(inside).toBeLessThanOrEqual(1000);
    expect(await later).toBeUndefined();
  });

  it('is shared by every wait of the request and never extended by an inner one', async () => {
    await withDatabaseBudget(200, async () => {
      await expect(withinBudget(never, budgetLeftMs(), () => {})).rejects.toMatchObject({
        code: BUDGET_SPENT,
      });
      // The first wait used it all: the next one has nothing left.
      expect(budgetLeftMs()).toBe(0);
      await withDatabaseBudget(5000, async () => expect(budgetLeftMs()).toBe(0));
    });
  });

  it('hands a promise that lost the race to onLate, and passes a winner through', async () => {
    const late: Promise<string>[] = [];
    const slow = new Promise<string>((done) => setTimeout(() => done('slow'), 50));
    await expect(withinBudget(slow, 10, (p) => late.push(p))).rejects.toMatchObject({
      code: BUDGET_SPENT,
    });
    expect(await late[0]).toBe('slow');
    expect(await withinBudget(Promise.resolve('quick'), 10, () => {})).toBe('quick');
    expect(await withinBudget(Promise.resolve('no budget'), undefined, () => {})).toBe('no budget');
  });

  it("stops its clock for work that is not the database (a quote's files waiting for cleaning)", async () => {
    await withDatabaseBudget(100, async () => {
      const cleaned = await outsideDatabaseBudget(
        () => new Promise<string>((done) => setTimeout(() => done('clean'), 150)),
      );
      expect(cleaned).toBe('clean');
      // 150 ms passed, more than the whole budget, but none of it was the database's.
      expect(budgetLeftMs()).toBeGreaterThan(50);
    });
    // Outside a request it only runs the work.
    expect(await outsideDatabaseBudget(async () => 'done')).toBe('done');
  });
});

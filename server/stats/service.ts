/**
 * The visitor statistics' reading side (issue 20, services.stats): the view's period and report,
 * a lead's visit pages, and the daily rollup and retention. Days are the company's, in the
 * office time zone of the settings.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { localDate } from '../leads/business-days.ts';
import { createFreshCounter } from './fresh-days.ts';
import { type PeriodAnswer, parsePeriod } from './period.ts';
import { statsReport } from './report.ts';
import type { StatsPeriod, StatsReport, VisitPage } from './report-types.ts';
import { type StatsSweep, sweepStats } from './retention.ts';
import { createRolledCache } from './rolled.ts';
import { rollup } from './rollup.ts';
import { visitPages } from './visit-pages.ts';

export interface Stats {
  /** The period the view's query asks for (`period`, or `from` and `to`), or why it cannot be. */
  period(query: URLSearchParams): Promise<PeriodAnswer>;
  report(period: StatsPeriod): Promise<StatsReport>;
  /** The pages of the visit lead `submissionId` was sent from; [] when not known. */
  visitPages(submissionId: number): Promise<VisitPage[]>;
  /** Rolls up the complete days due; resolves with them. */
  rollup(): Promise<string[]>;
  /** Deletes raw views past 30 days (rolled days only) and salts two days old. */
  sweep(): Promise<StatsSweep>;
}

export function createStats(
  db: Kysely<Database>,
  timeZone: () => Promise<string>,
  now: () => Date = () => new Date(),
): Stats {
  const today = async () => localDate(now(), await timeZone());
  const memory = {
    countFresh: createFreshCounter(db),
    rolled: createRolledCache(),
    devices: new Map<string, string>(),
  };
  return {
    period: async (query) => parsePeriod(query, await today()),
    report: async (period) => statsReport(db, period, await timeZone(), memory),
    visitPages: (submissionId) => visitPages(db, submissionId),
    rollup: async () => rollup(db, await today()),
    sweep: async () => sweepStats(db, await today()),
  };
}

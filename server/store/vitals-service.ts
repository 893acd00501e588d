import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { pruneVitals, saveVitals, type VitalsReport, vitalsSummary } from './vitals.ts';

/** Old vitals are pruned at most this often, by the server that stores a report. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Visitors' page speed (decision 017): reports stored as they come, summarised for the inbox. */
export interface VitalsService {
  save(report: VitalsReport): Promise<void>;
  summary: () => ReturnType<typeof vitalsSummary>;
}

export function createVitals(db: Kysely<Database>, log: FailureLog | undefined): VitalsService {
  let prunedAt = 0;
  return {
    async save(report) {
      await saveVitals(db, report);
      if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = Date.now();
      void pruneVitals(db).catch((error) =>
        log?.failure('vitals', error, '(pruning old reports; the next hour retries)'),
      );
    },
    summary: () => vitalsSummary(db),
  };
}

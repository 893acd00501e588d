/** Files with a quote request, as the app and the server's routes use them (decision 032). */
import type { Kysely } from 'kysely';
import type { QuoteUploads } from '../../app/forms/quote-files.ts';
import type { Config } from '../config.ts';
import { outsideDatabaseBudget } from '../db/request-budget.ts';
import type { Database } from '../db/schema.ts';
import type { CleaningPool } from '../file-cleaning/pool.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { NO_SPACE_CODE, type PreparedFiles, prepareLeadFiles } from './prepare.ts';
import { type LeadFile, listLeadFiles, readLeadFile } from './store.ts';

export interface LeadFiles {
  /**
   * Checks and cleans a quote's uploads; a refusal says why in a sentence for the visitor (and
   * is logged by its code only: never a file's name).
   */
  prepare(uploads: QuoteUploads | undefined): Promise<PreparedFiles>;
  list(submissionId: number): Promise<LeadFile[]>;
  read(id: number): ReturnType<typeof readLeadFile>;
  /** Where the office mail's links start. */
  linkOrigin: string;
}

export function createLeadFiles(
  db: Kysely<Database>,
  config: Config,
  log: FailureLog | undefined,
  cleaning: CleaningPool,
): LeadFiles {
  return {
    async prepare(uploads) {
      // Cleaning waits for the worker pool, not the database: it costs the request's budget nothing.
      const prepared = await outsideDatabaseBudget(() => prepareLeadFiles(uploads, cleaning));
      // Files dropped for want of room were logged with their cause as they arrived (receive.ts).
      if (!prepared.ok && prepared.code !== NO_SPACE_CODE) {
        const refusal = Object.assign(new Error('files refused'), { code: prepared.code });
        log?.failure('quote files', refusal, `(answered ${prepared.status}; the form was kept)`);
        if (prepared.cause) {
          log?.failure('quote files', prepared.cause, '(the cleaning worker failed on a photo)');
        }
      }
      for (const failure of prepared.ok ? prepared.cleaningFailures : []) {
        log?.failure('quote files', failure, '(a PDF kept as sent, marked not cleaned)');
      }
      return prepared;
    },
    list: (submissionId) => listLeadFiles(db, submissionId),
    read: (id) => readLeadFile(db, id),
    linkOrigin: config.publicUrl,
  };
}

/**
 * The jobs runner with only the mail handler (decision 062), on a transport the test gives: what
 * server/services.ts wires, without the rest of the services.
 */
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../../server/db/connect.ts';
import type { Database } from '../../../server/db/schema.ts';
import { createJobs } from '../../../server/jobs/runner.ts';
import { mailJob } from '../../../server/mail/mail-job.ts';
import { MAIL_KIND } from '../../../server/mail/outbox-rules.ts';
import type { FailureLog } from '../../../server/ops/failure-log.ts';

export interface MailJobsOptions {
  clock?: () => Date;
  log?: Pick<FailureLog, 'failure' | 'recovered'>;
  owner?: string;
}

/** A runner that sends the outbox's mail through `transport` from `from`. */
export function mailJobs(
  database: Db,
  transport: Transporter | undefined,
  from: string,
  options: MailJobsOptions = {},
) {
  const jobs = createJobs({ ...database, ...options });
  const mail = { refresh: async () => undefined, current: () => ({ transport, from }) };
  jobs.register(
    MAIL_KIND,
    mailJob({ db: database.db, mail, clock: options.clock, log: options.log }),
  );
  return jobs;
}

/** How many outbox rows are sent and how many are not. */
export async function outboxCounts(db: Kysely<Database>) {
  const rows = await db.selectFrom('outbox').select('sent_at').execute();
  const sent = rows.filter((row) => row.sent_at !== null).length;
  return { sent, unsent: rows.length - sent };
}

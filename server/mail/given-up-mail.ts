/**
 * Mails given up (their `mail.send` job dead, decision 062) as the office's list of what failed
 * shows them (/admin/office/jobs): with the lead they were about, when the outbox row names one
 * (a lead's notification, acknowledgement or reply; a subscriber's mail names none).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Job } from '../jobs/store.ts';
import { MAIL_KIND } from './outbox-rules.ts';

/** The lead of each mail job among `jobs` that has one, by job id. */
export async function givenUpMailLeads(
  db: Kysely<Database>,
  jobs: Pick<Job, 'id' | 'kind' | 'payload'>[],
): Promise<Map<number, number>> {
  const outboxIdOf = (job: Pick<Job, 'payload'>) => Number(job.payload.outboxId);
  const mailJobs = jobs.filter((job) => job.kind === MAIL_KIND && outboxIdOf(job) > 0);
  const found = new Map<number, number>();
  if (mailJobs.length === 0) return found;
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'submission_id'])
    .where('id', 'in', mailJobs.map(outboxIdOf))
    .where('submission_id', 'is not', null)
    .execute();
  const leadOf = new Map(rows.map((row) => [row.id, row.submission_id]));
  for (const job of mailJobs) {
    const lead = leadOf.get(outboxIdOf(job));
    if (lead != null) found.set(job.id, lead);
  }
  return found;
}

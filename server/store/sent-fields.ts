import type { SubmissionTable } from '../db/schema.ts';

/** The columns of a submission that hold what the visitor typed into the form. */
export type SentColumns = Pick<
  SubmissionTable,
  'name' | 'email' | 'phone' | 'company' | 'website' | 'service' | 'subject' | 'message'
>;

/**
 * What the visitor sent, as every reader of a lead shows it (inbox, Spam, a lead's page, the
 * CSV): the same names as the columns, so one place says which columns those are.
 */
export function sentFieldsOf(row: SentColumns): SentColumns {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    website: row.website,
    service: row.service,
    subject: row.subject,
    message: row.message,
  };
}

/**
 * Everything stored about one email address, as one JSON document the office downloads and
 * hands over (docs/decisions/035: JSON with the files in base64, no archive library). Each
 * submission carries every stored column (columns added later come along by themselves), its
 * notes, replies and changes, its files with their bytes, its quotes, and the mail sent about it.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../db/schema.ts';
import { normaliseAddress, personIds } from './person-rows.ts';

export const EXPORT_FORMAT = 'personal-data-export/1';

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const mailOf = (row: Selectable<OutboxTable>) => ({
  to: row.to_address,
  replyTo: row.reply_to,
  subject: row.subject,
  body: row.body,
  queuedAt: row.created_at,
  sentAt: row.sent_at,
});

/** The JSON document; `counts` says how many of each there are (for the audit log). */
export async function exportPerson(db: Kysely<Database>, email: string, now = new Date()) {
  const ids = await personIds(db, email);
  // Each query runs only when the address has leads: `in ()` is not valid SQL.
  const ofLeads = async <T>(query: (leadIds: number[]) => Promise<T[]>): Promise<T[]> =>
    ids.submissions.length ? query(ids.submissions) : [];
  const submissions = await ofLeads((leadIds) =>
    db.selectFrom('submissions').selectAll().where('id', 'in', leadIds).orderBy('id').execute(),
  );
  const events = await ofLeads((leadIds) =>
    db
      .selectFrom('lead_events')
      .leftJoin('users', 'users.id', 'lead_events.author_id')
      .select([
        'lead_events.submission_id',
        'lead_events.kind',
        'lead_events.body',
        'lead_events.created_at',
        'users.name as author',
      ])
      .where('lead_events.submission_id', 'in', leadIds)
      .orderBy('lead_events.id')
      .execute(),
  );
  const files = await ofLeads((leadIds) =>
    db
      .selectFrom('lead_files')
      .leftJoin('lead_file_blobs', 'lead_file_blobs.file_id', 'lead_files.id')
      .select([
        'lead_files.submission_id',
        'lead_files.name',
        'lead_files.mime',
        'lead_files.size',
        'lead_files.created_at',
        'lead_file_blobs.data',
      ])
      .where('lead_files.submission_id', 'in', leadIds)
      .orderBy('lead_files.id')
      .execute(),
  );
  // Quotes (decision 059): every version, with the acceptance's name, address and browser;
  // neither the link's hash nor the document's bytes (the signed PDF is among the files).
  const quotes = await ofLeads((leadIds) =>
    db
      .selectFrom('quotes')
      .select([
        'submission_id',
        'version',
        'status',
        'currency',
        'lines',
        'total_minor',
        'valid_until',
        'terms',
        'sent_at',
        'opened_at',
        'answered_at',
        'signer_name',
        'signer_address',
        'signer_agent',
        'decline_reason',
      ])
      .where('submission_id', 'in', leadIds)
      .orderBy('id')
      .execute(),
  );
  const hasMail = ids.submissions.length + ids.subscribers.length + ids.outbox.length > 0;
  const mail = hasMail
    ? await db
        .selectFrom('outbox')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('submission_id', 'in', [...ids.submissions, -1]),
            eb('subscriber_id', 'in', [...ids.subscribers, -1]),
            eb('id', 'in', [...ids.outbox, -1]),
          ]),
        )
        .orderBy('id')
        .execute()
    : [];
  const subscription = ids.subscribers.length
    ? await db
        .selectFrom('subscribers')
        .select(['created_at', 'confirmed_at', 'unsubscribed_at', 'folder'])
        .where('id', 'in', ids.subscribers)
        .executeTakeFirst()
    : undefined;

  const entryOf = (row: (typeof submissions)[number]) => {
    const { fingerprint: _internal, utm, details, spam_reasons, ...columns } = row;
    return {
      ...columns,
      utm: parseJson(utm),
      details: parseJson(details),
      spam_reasons: parseJson(spam_reasons),
      events: events
        .filter((event) => event.submission_id === row.id)
        .map((event) => ({
          at: event.created_at,
          kind: event.kind,
          by: event.author ?? 'system',
          text: event.body,
        })),
      files: files
        .filter((file) => file.submission_id === row.id)
        .map((file) => ({
          name: file.name,
          type: file.mime,
          size: file.size,
          receivedAt: file.created_at,
          base64: file.data ? Buffer.from(file.data).toString('base64') : null,
        })),
      mail: mail.filter((m) => m.submission_id === row.id).map(mailOf),
      quotes: quotes
        .filter((quote) => quote.submission_id === row.id)
        .map(({ submission_id: _lead, lines, total_minor, ...quote }) => ({
          ...quote,
          lines: parseJson(lines),
          total_minor: Number(total_minor),
        })),
    };
  };
  const leads = submissions.filter((row) => row.kind !== 'comment').map(entryOf);
  const comments = submissions.filter((row) => row.kind === 'comment').map(entryOf);
  const tied = new Set(submissions.map((row) => row.id));
  const otherMail = mail.filter((m) => m.submission_id === null || !tied.has(m.submission_id));
  const document = {
    format: EXPORT_FORMAT,
    email: normaliseAddress(email),
    exportedAt: now.toISOString(),
    leads,
    comments,
    subscription: subscription
      ? {
          signedUpAt: subscription.created_at,
          confirmedAt: subscription.confirmed_at,
          unsubscribedAt: subscription.unsubscribed_at,
          folder: subscription.folder,
        }
      : null,
    mail: otherMail.map(mailOf),
  };
  return {
    document,
    counts: {
      leads: leads.length,
      comments: comments.length,
      files: files.length,
      events: events.length,
      mail: mail.length,
      subscriber: subscription ? 1 : 0,
    },
  };
}

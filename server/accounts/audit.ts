import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../store/time.ts';

/** Who did it: a person (id and email at the time), or the system itself. */
export type AuditActor = { id: number; email: string } | { id: null; email: string };

/** One entry of the audit log. */
export interface AuditEntry {
  actor: AuditActor;
  /** What happened, as `area.verb`: `sign-in.ok`, `person.invited`, `content.published`. */
  action: string;
  /** What it happened to: an email, a collection/slug, a session number. */
  subject: string;
  /** More about it, stored as JSON. Never a password, a token or a visitor's message. */
  detail?: Record<string, string | number | boolean | null>;
}

/** The system as an actor (start-up, the command line). */
export const SYSTEM: AuditActor = { id: null, email: 'system' };

/**
 * Writes one audit entry (inside the caller's transaction when given one); resolves to its id. The content store
 * calls this for content changes and publishes: `audit(db, {actor, action, subject, detail})`.
 */
export async function audit(db: Kysely<Database>, entry: AuditEntry): Promise<number> {
  const { id } = await db
    .insertInto('audit_log')
    .values({
      at: isoNow(),
      actor_id: entry.actor.id,
      actor: entry.actor.email,
      action: entry.action,
      subject: entry.subject,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One entry as the audit page shows it. */
export interface AuditRow {
  id: number;
  at: string;
  /** The actor's email at the time (or "system", "ADMIN_PASSWORD"). */
  actor: string;
  /** The actor's name now, when the entry was a person's and they still have an account row. */
  actorName: string | null;
  action: string;
  subject: string;
  /** The subject's title when it is a content item that still exists ("Winter pours"). */
  subjectTitle: string | null;
  detail: Record<string, unknown> | null;
}

/** The newest entries first; `before` (an id) pages back; `prefixes` keeps codes starting so. */
export async function listAudit(
  db: Kysely<Database>,
  {
    limit = 100,
    before,
    prefixes,
  }: { limit?: number; before?: number; prefixes?: readonly string[] } = {},
): Promise<AuditRow[]> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor',
      'audit_log.action',
      'audit_log.subject',
      'audit_log.detail',
      'users.name as actorName',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit);
  if (before) query = query.where('audit_log.id', '<', before);
  if (prefixes && prefixes.length > 0) {
    query = query.where((eb) =>
      eb.or(
        // The prefixes are the screen's own (letters, dots, dashes): nothing LIKE reads as a wildcard.
        prefixes.map((prefix) => eb('audit_log.action', 'like', `${prefix}%`)),
      ),
    );
  }
  const rows = await query.execute();
  const titles = await contentTitles(
    db,
    rows.filter((row) => row.action.startsWith('content.')).map((row) => row.subject),
  );
  return rows.map((row) => ({
    ...row,
    actorName: row.actorName ?? null,
    subjectTitle: titles.get(row.subject) ?? null,
    detail: parseDetail(row.detail),
  }));
}

/** The titles of content items named `collection/slug`, as their working copy has them. */
async function contentTitles(db: Kysely<Database>, subjects: string[]) {
  const titles = new Map<string, string>();
  const slugs = [...new Set(subjects.map((subject) => subject.split('/')[1] ?? ''))].filter(
    Boolean,
  );
  if (slugs.length === 0) return titles;
  const items = await db
    .selectFrom('content_items')
    .select(['collection', 'slug', 'fields'])
    .where('slug', 'in', slugs)
    .execute();
  for (const item of items) {
    const title = parseDetail(item.fields)?.title;
    if (typeof title === 'string' && title) titles.set(`${item.collection}/${item.slug}`, title);
  }
  return titles;
}

function parseDetail(detail: string | null): Record<string, unknown> | null {
  if (!detail) return null;
  try {
    return JSON.parse(detail) as Record<string, unknown>;
  } catch {
    return null;
  }
}

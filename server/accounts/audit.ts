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
  actor: string;
  action: string;
  subject: string;
  detail: Record<string, unknown> | null;
}

/** The newest entries first; `before` (an id) pages back. */
export async function listAudit(
  db: Kysely<Database>,
  { limit = 100, before }: { limit?: number; before?: number } = {},
): Promise<AuditRow[]> {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor', 'action', 'subject', 'detail'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (before) query = query.where('id', '<', before);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, detail: parseDetail(row.detail) }));
}

function parseDetail(detail: string | null): Record<string, unknown> | null {
  if (!detail) return null;
  try {
    return JSON.parse(detail) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Content changes told to every server of one PostgreSQL (docs/decisions/024-changes-across-
 * servers.md): each committed change is announced with `pg_notify` inside its own transaction
 * (so it is delivered only on commit), and change-listener.ts hears it on the other servers.
 * A payload names what changed, never who changed it or anything a visitor sent.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema.ts';
import type { ContentAction, ContentChange } from './events.ts';

/** The one channel every server listens on. */
export const CHANNEL = 'site_content_changes';

/** PostgreSQL refuses a payload of 8000 bytes or more; a longer one says "everything". */
export const MAX_PAYLOAD_BYTES = 7999;

/** Called inside a write's transaction, after its work, with the counter it set. */
export type ChangeAnnouncer = (
  trx: Kysely<Database>,
  storeVersion: number,
  changes: readonly Omit<ContentChange, 'storeVersion'>[],
) => Promise<void>;

/** What one notification says. */
export type ChangeMessage =
  /** A committed content write: one message per change, or one without a change (a write that
   *  only moved the counter), or `everything` when the change did not fit in a payload. */
  | {
      kind: 'content';
      origin: string;
      storeVersion: number;
      change?: Omit<ContentChange, 'storeVersion' | 'actor'>;
      everything?: true;
    }
  /** A comment approved or hidden (posts show them); it moves the counter too. */
  | { kind: 'comments'; origin: string; storeVersion: number };

const ACTIONS: readonly ContentAction[] = [
  'import',
  'create',
  'save',
  'publish',
  'schedule',
  'unpublish',
  'delete',
  'slug',
  'duplicate',
  'reorder',
  'restore',
  'media',
];

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Name = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_PAYLOAD_BYTES));

const MessageSchema = v.variant('kind', [
  v.object({
    kind: v.literal('content'),
    origin: Name,
    storeVersion: Count,
    change: v.optional(
      v.object({
        action: v.picklist(ACTIONS),
        collection: Name,
        slug: Name,
        oldSlug: v.optional(Name),
        itemId: Count,
        version: v.optional(Count),
        isPublic: v.boolean(),
      }),
    ),
    everything: v.optional(v.literal(true)),
  }),
  v.object({ kind: v.literal('comments'), origin: Name, storeVersion: Count }),
]);

/** The payload for `message`, or the "everything" form when it would not fit. */
export function encodeMessage(message: ChangeMessage): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES || message.kind !== 'content') return text;
  const { origin, storeVersion } = message;
  return JSON.stringify({ kind: 'content', origin, storeVersion, everything: true });
}

/** The message in a payload heard on the channel, or undefined when it is not one of ours. */
export function decodeMessage(payload: string | undefined): ChangeMessage | undefined {
  if (!payload) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const result = v.safeParse(MessageSchema, parsed);
  return result.success ? (result.output as ChangeMessage) : undefined;
}

/** The messages one committed write sends: one per change, or one for the counter alone. */
export function messagesOf(
  origin: string,
  storeVersion: number,
  changes: readonly Omit<ContentChange, 'storeVersion'>[],
): ChangeMessage[] {
  if (changes.length === 0) return [{ kind: 'content', origin, storeVersion }];
  return changes.map(({ action, collection, slug, oldSlug, itemId, version, isPublic }) => ({
    kind: 'content',
    origin,
    storeVersion,
    change: { action, collection, slug, oldSlug, itemId, version, isPublic },
  }));
}

/** Sends `payloads` on the channel in one statement (inside `db`'s transaction, if any). */
export async function notify(db: Kysely<Database>, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  await sql`select pg_notify(${CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(
    db,
  );
}

/**
 * The announcer for a database: PostgreSQL notifies the other servers; SQLite has one server,
 * whose in-process emitter is enough, so it announces nothing.
 */
export function announcerFor(dialect: 'sqlite' | 'postgres', origin: string): ChangeAnnouncer {
  if (dialect === 'sqlite') return async () => undefined;
  return (trx, storeVersion, changes) =>
    notify(
      trx,
      messagesOf(origin, storeVersion, changes).map((message) => encodeMessage(message)),
    );
}

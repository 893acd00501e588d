/**
 * How long personal data is kept, per kind: the office's setting `retention` in
 * `office_settings` (as server/leads/office-settings.ts keeps its keys), checked with Valibot.
 * Spam is kept 30 days and a sign-up waiting for its confirmation 30 days, whatever this says
 * (docs/decisions/035 says why each default is what it is).
 */

import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { storeOfficeSetting } from '../leads/office-settings.ts';
import { warnUnreadableSetting } from '../ops/setting-warnings.ts';

export const RETENTION_KEY = 'retention';

const wholeNumber = (min: number, max: number, words: string) =>
  v.pipe(v.number(words), v.integer(words), v.minValue(min, words), v.maxValue(max, words));

export const retentionSchema = v.object({
  /** Quote requests and messages (with their notes, replies, files and mail), counted from the last change. */
  leadMonths: wholeNumber(1, 120, 'leads: a whole number of months from 1 to 120'),
  /** Blog comments; null keeps them while their post is up (the author chose to publish them). */
  commentMonths: v.nullable(
    wholeNumber(1, 120, 'comments: a whole number of months from 1 to 120, or kept'),
  ),
  /** An address that unsubscribed, kept a while so a late mail can still be traced. */
  unsubscribedDays: wholeNumber(
    1,
    3650,
    'unsubscribed addresses: a whole number of days from 1 to 3650',
  ),
});

export type Retention = v.InferOutput<typeof retentionSchema>;

export const RETENTION_DEFAULTS: Retention = {
  leadMonths: 24,
  commentMonths: null,
  unsubscribedDays: 30,
};

/** Days a sign-up waits for its confirmation before it is deleted. */
export const UNCONFIRMED_KEEP_DAYS = 30;

/** The stored setting, or the defaults (also when what is stored no longer reads). */
export async function readRetention(
  db: Kysely<Database>,
  warn: (line: string) => void = warnUnreadableSetting,
): Promise<Retention> {
  const row = await db
    .selectFrom('office_settings')
    .select('value')
    .where('key', '=', RETENTION_KEY)
    .executeTakeFirst();
  if (!row) return { ...RETENTION_DEFAULTS };
  let value: unknown;
  try {
    value = JSON.parse(row.value);
  } catch {
    value = undefined;
  }
  const parsed = v.safeParse(retentionSchema, value);
  if (parsed.success) return parsed.output;
  warn('privacy: the stored retention setting is not readable; the defaults are used');
  return { ...RETENTION_DEFAULTS };
}

/** Checks and stores the setting; a bad value throws a 422 refusal. */
export async function writeRetention(
  db: Kysely<Database>,
  value: unknown,
  actor: number | null,
  now = new Date(),
  /** Written in the same transaction as the setting (its audit entry). */
  alongside?: (saved: Retention, trx: Kysely<Database>) => Promise<unknown>,
): Promise<Retention> {
  const parsed = v.safeParse(retentionSchema, value);
  if (!parsed.success) {
    throw refusal(422, `Expected ${parsed.issues[0]?.message ?? 'another value'}.`);
  }
  await db.transaction().execute(async (trx) => {
    await storeOfficeSetting(trx, RETENTION_KEY, parsed.output, actor, now);
    await alongside?.(parsed.output, trx);
  });
  return parsed.output;
}

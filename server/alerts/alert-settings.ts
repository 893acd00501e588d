/**
 * The office's alert settings, kept in `office_settings` beside the pipeline's (one JSON value
 * per key, every server reads the same): the webhook URL and the hour of the daily digest.
 */

import type { Kysely } from 'kysely';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { storeOfficeSetting } from '../leads/office-settings.ts';
import type { OutboundPolicy } from '../outbound/address-check.ts';
import { webhookSaveProblem, webhookUrlProblem } from './alert-url.ts';

const WEBHOOK_KEY = 'alerts.webhookUrl';
const DIGEST_KEY = 'alerts.digestHour';

/** The digest goes out at 07:00 company time unless the office chose another hour or none. */
export const DEFAULT_DIGEST_HOUR = 7;

export interface AlertSettings {
  /** Where each new lead is posted as JSON; null: no webhook. */
  webhookUrl: string | null;
  /** The company-time hour (0–23) of the daily digest; null: no digest. */
  digestHour: number | null;
}

const parse = (value: string | undefined): unknown => {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

const isHour = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23;

/**
 * The settings; a stored value that is no longer valid reads as unset (the webhook: e.g. a
 * plain http:// one after ALERTS_ALLOW_PRIVATE was turned off) or the default.
 */
export async function readAlertSettings(
  db: Kysely<Database>,
  policy: OutboundPolicy,
): Promise<AlertSettings> {
  const rows = await db
    .selectFrom('office_settings')
    .select(['key', 'value'])
    .where('key', 'in', [WEBHOOK_KEY, DIGEST_KEY])
    .execute();
  const stored = new Map(rows.map((row) => [row.key, parse(row.value)]));
  const webhook = stored.get(WEBHOOK_KEY);
  const hour = stored.has(DIGEST_KEY) ? stored.get(DIGEST_KEY) : DEFAULT_DIGEST_HOUR;
  return {
    webhookUrl: typeof webhook === 'string' && !webhookUrlProblem(webhook, policy) ? webhook : null,
    digestHour: isHour(hour) ? hour : null,
  };
}

/** A write of the office's; `alongside` (its audit entry) joins its transaction. */
export type Alongside = (trx: Kysely<Database>) => Promise<unknown>;

const store = (
  db: Kysely<Database>,
  key: string,
  value: unknown,
  actor: number | null,
  alongside?: Alongside,
) =>
  db.transaction().execute(async (trx) => {
    await storeOfficeSetting(trx, key, value, actor);
    await alongside?.(trx);
  });

/**
 * Stores the webhook URL ('' turns it off); a URL that cannot receive alerts is refused, its
 * host looked up now (and again at every post).
 */
export async function writeWebhookUrl(
  db: Kysely<Database>,
  raw: string,
  actor: number | null,
  policy: OutboundPolicy,
  alongside?: (url: string | null) => Alongside,
): Promise<string | null> {
  const url = raw.trim();
  if (url === '') {
    await store(db, WEBHOOK_KEY, null, actor, alongside?.(null));
    return null;
  }
  const problem = await webhookSaveProblem(url, policy);
  if (problem) throw refusal(422, `The webhook URL must be ${problem}.`, 'webhookUrl');
  await store(db, WEBHOOK_KEY, url, actor, alongside?.(url));
  return url;
}

/** Stores the digest's hour ('off' or 0–23). */
export async function writeDigestHour(
  db: Kysely<Database>,
  raw: string,
  actor: number | null,
  alongside?: (hour: number | null) => Alongside,
): Promise<number | null> {
  if (raw === 'off') {
    await store(db, DIGEST_KEY, null, actor, alongside?.(null));
    return null;
  }
  const hour = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isHour(hour)) throw refusal(422, 'The digest hour must be Off or 0 to 23.', 'digestHour');
  await store(db, DIGEST_KEY, hour, actor, alongside?.(hour));
  return hour;
}

/**
 * The office's settings for leads, kept in `office_settings` (one JSON value per key) so that
 * every server reads the same and the office changes them in the inbox, never in a file. A key
 * never saved reads as its default; a stored value that no longer passes its schema (an older
 * shape) reads as the default too, and says so once in the log.
 */

import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { QUOTE_SWITCHABLE } from '../../app/forms/quote-fields.ts';
import {
  hiddenPagesSchema,
  portfolioColumnsSchema,
} from '../../app/site-options/hideable-pages.ts';
import { siteMenusSchema } from '../../app/site-options/site-menus.ts';
import { OFFICE_DEFAULTS as DEFAULTS } from '../../common/office-defaults.ts';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { warnUnreadableSetting } from '../ops/setting-warnings.ts';

/** The IANA zones this runtime knows (canonical names), and UTC. */
export const TIME_ZONES: readonly string[] = [
  ...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']),
].sort();
const isTimeZone = (zone: string) => TIME_ZONES.includes(zone);

/** The quote form's fields whose "required" the office may switch (SPEC 5's defaults). */
export const SWITCHABLE_QUOTE_FIELDS = QUOTE_SWITCHABLE;
export type SwitchableQuoteField = (typeof SWITCHABLE_QUOTE_FIELDS)[number];

/** One definition per setting: its schema (with the message the office reads) and its default. */
export const officeSettingSchemas = {
  /** The company's time zone: inbox and mail times, "today", business days. */
  timeZone: v.pipe(
    v.string('a time zone such as America/Los_Angeles'),
    v.check(isTimeZone, 'a time zone such as America/Los_Angeles'),
  ),
  /** Which of the quote form's switchable fields are required. */
  requiredQuoteFields: v.array(
    v.picklist(SWITCHABLE_QUOTE_FIELDS, 'one of the quote form’s fields'),
    'a list of the quote form’s fields',
  ),
  /** Whether the visitor gets a copy of their request by mail (when mail is configured). */
  acknowledge: v.boolean('on or off'),
  /** The header's main menu and the footer's link lists (decision 056). */
  menus: v.nullable(siteMenusSchema),
  /** The specification's extra pages the office hid: they answer Not Found (decision 056). */
  hiddenPages: hiddenPagesSchema,
  /** How many columns /portfolio shows its projects in. */
  portfolioColumns: portfolioColumnsSchema,
} as const;

export type OfficeSettingKey = keyof typeof officeSettingSchemas;
export type OfficeSettings = {
  [K in OfficeSettingKey]: v.InferOutput<(typeof officeSettingSchemas)[K]>;
};

/** The defaults (common/office-defaults.ts: the app answers with them when no server runs). */
export const OFFICE_DEFAULTS: OfficeSettings = DEFAULTS;

/** Every setting: stored values over the defaults. */
export async function readOfficeSettings(
  db: Kysely<Database>,
  warn: (line: string) => void = warnUnreadableSetting,
): Promise<OfficeSettings> {
  const rows = await db.selectFrom('office_settings').select(['key', 'value']).execute();
  const settings: Record<string, unknown> = { ...OFFICE_DEFAULTS };
  for (const row of rows) {
    const schema = officeSettingSchemas[row.key as OfficeSettingKey];
    if (!schema) continue;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      value = undefined;
    }
    const parsed = v.safeParse(schema, value);
    if (parsed.success) settings[row.key] = parsed.output;
    else warn(`office settings: the stored ${row.key} is not readable; its default is used`);
  }
  return settings as OfficeSettings;
}

/** Checks and stores one setting; a bad value throws a 400 refusal naming the setting. */
export async function writeOfficeSetting<K extends OfficeSettingKey>(
  db: Kysely<Database>,
  key: K,
  value: unknown,
  actor: number | null,
  now = new Date(),
): Promise<OfficeSettings[K]> {
  const schema = officeSettingSchemas[key];
  if (!schema) throw refusal(400, `there is no setting "${String(key)}"`, String(key));
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) {
    throw refusal(400, `${key}: expected ${parsed.issues[0]?.message ?? 'another value'}`, key);
  }
  await storeOfficeSetting(db, key, parsed.output, actor, now);
  return parsed.output as OfficeSettings[K];
}

/**
 * Writes one office setting's checked value as JSON (its key's row made or replaced), with who
 * changed it and when. Every module with a setting of its own (alerts, retention) stores here.
 */
export async function storeOfficeSetting(
  db: Kysely<Database>,
  key: string,
  value: unknown,
  actor: number | null,
  now = new Date(),
): Promise<void> {
  const row = {
    key,
    value: JSON.stringify(value),
    updated_at: now.toISOString(),
    updated_by: actor,
  };
  await db
    .insertInto('office_settings')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ value: row.value, updated_at: row.updated_at, updated_by: actor }),
    )
    .execute();
}

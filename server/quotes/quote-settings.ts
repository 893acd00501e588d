/**
 * The office's quote settings (decision 059), one office setting (`quotes`): the company's
 * currency, and how many days before a quote expires the customer is reminded. A key never
 * saved reads as the defaults; a stored value that no longer passes reads as them too.
 */
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { isCurrency } from '../../common/quote-money.ts';
import { refusal } from '../../common/refusal.ts';
import { type AuditActor, audit } from '../accounts/audit.ts';
import type { Database } from '../db/schema.ts';
import { storeOfficeSetting } from '../leads/office-settings.ts';

export const QUOTE_SETTINGS_KEY = 'quotes';

const schema = v.object({
  currency: v.pipe(v.string(), v.check(isCurrency, 'a currency code such as USD or EUR')),
  reminderDays: v.pipe(
    v.number('a number of days from 0 to 60'),
    v.integer('a number of days from 0 to 60'),
    v.minValue(0, 'a number of days from 0 to 60'),
    v.maxValue(60, 'a number of days from 0 to 60'),
  ),
});

export type QuoteSettings = v.InferOutput<typeof schema>;

/** US dollars (the site's estimated values are dollars, lead-words.ts); a reminder 3 days before. */
export const QUOTE_DEFAULTS: QuoteSettings = { currency: 'USD', reminderDays: 3 };

export async function readQuoteSettings(db: Kysely<Database>): Promise<QuoteSettings> {
  const row = await db
    .selectFrom('office_settings')
    .select('value')
    .where('key', '=', QUOTE_SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return QUOTE_DEFAULTS;
  try {
    const parsed = v.safeParse(schema, { ...QUOTE_DEFAULTS, ...JSON.parse(row.value) });
    return parsed.success ? parsed.output : QUOTE_DEFAULTS;
  } catch {
    return QUOTE_DEFAULTS;
  }
}

/**
 * Checks and stores the settings with their audit entry (as the office's other settings:
 * `office.settings`), in one transaction; throws a 422 refusal in words when they do not pass.
 */
export async function writeQuoteSettings(
  db: Kysely<Database>,
  value: unknown,
  actor: AuditActor,
  now = new Date(),
): Promise<QuoteSettings> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue?.path?.[0]?.key === 'reminderDays' ? 'reminderDays' : 'currency';
    throw refusal(422, `Expected ${issue?.message ?? 'other values'}.`, field);
  }
  await db.transaction().execute(async (trx) => {
    await storeOfficeSetting(trx, QUOTE_SETTINGS_KEY, parsed.output, actor.id, now);
    await audit(trx, {
      actor,
      action: 'office.settings',
      subject: QUOTE_SETTINGS_KEY,
      detail: { [QUOTE_SETTINGS_KEY]: JSON.stringify(parsed.output) },
    });
  });
  return parsed.output;
}

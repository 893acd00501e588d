/**
 * The office's review settings (office_settings key `reviews`): the review link every customer
 * gets (the company's Google review link or another https address) and how many days after a
 * job is finished the request goes. No link: no requests (the default).
 */
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { storeOfficeSetting } from '../leads/office-settings.ts';

export const REVIEW_SETTINGS_KEY = 'reviews';
export const LINK_MAX = 500;
export const DELAY_MAX_DAYS = 90;

export interface ReviewSettings {
  /** The review page every customer is sent to; null: review requests are off. */
  link: string | null;
  /** Days from "finished" to the request. */
  delayDays: number;
}

export const REVIEW_DEFAULTS: ReviewSettings = { link: null, delayDays: 7 };

/** Why a link is refused, or undefined when it is a usable https address. */
export function linkProblem(text: string): string | undefined {
  if (text.length > LINK_MAX) return `The review link holds at most ${LINK_MAX} characters.`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'The review link must be a whole address starting with https://.';
  }
  if (url.protocol !== 'https:') return 'The review link must start with https://.';
  if (url.username || url.password) return 'The review link must not hold a user name or password.';
  if (!url.hostname.includes('.')) return 'The review link must name a site, such as g.page.';
  return undefined;
}

const stored = v.object({
  link: v.nullable(
    v.pipe(
      v.string(),
      v.check((text) => linkProblem(text) === undefined),
    ),
  ),
  delayDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DELAY_MAX_DAYS)),
});

/** The settings: stored values, or the defaults (a stored value that no longer reads is off). */
export async function readReviewSettings(db: Kysely<Database>): Promise<ReviewSettings> {
  const row = await db
    .selectFrom('office_settings')
    .select('value')
    .where('key', '=', REVIEW_SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return REVIEW_DEFAULTS;
  try {
    const parsed = v.safeParse(stored, JSON.parse(row.value));
    return parsed.success ? parsed.output : REVIEW_DEFAULTS;
  } catch {
    return REVIEW_DEFAULTS;
  }
}

/**
 * Checks the settings as typed (an empty link turns requests off) and stores them; a bad value
 * is a 422 refusal naming its field. `audit` runs in the same transaction.
 */
export async function writeReviewSettings(
  db: Kysely<Database>,
  typed: { link: string; delayDays: string },
  actor: number,
  audit: (trx: Kysely<Database>, settings: ReviewSettings) => Promise<unknown>,
): Promise<ReviewSettings> {
  const link = typed.link.trim();
  const problem = link ? linkProblem(link) : undefined;
  if (problem) throw refusal(422, problem, 'link');
  const days = Number(typed.delayDays.trim());
  if (!/^\d+$/.test(typed.delayDays.trim()) || days > DELAY_MAX_DAYS) {
    throw refusal(
      422,
      `The delay is a whole number of days from 0 to ${DELAY_MAX_DAYS}.`,
      'delayDays',
    );
  }
  const settings: ReviewSettings = { link: link ? new URL(link).href : null, delayDays: days };
  await db.transaction().execute(async (trx) => {
    await storeOfficeSetting(trx, REVIEW_SETTINGS_KEY, settings, actor);
    await audit(trx, settings);
  });
  return settings;
}

/**
 * Enquiries as the statistics' conversions (issue 20): quotes and messages in the inbox folder
 * (Spam left out) sent in a period, each attributed by its stored visit columns: the page it
 * was sent from, the visit's entry page, the referring site's host and the campaign. A lead's
 * device class is its visit's (the page views with its visitor key that day), known while those
 * raw views are kept (30 days).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dayStartOf } from '../leads/business-days.ts';
import { campaignValue } from './aggregate.ts';

/** What one lead counts towards; null where it is not known. */
export interface Enquiry {
  day: string;
  page: string | null;
  entry: string | null;
  referrer: string | null;
  campaign: string | null;
  device: string | null;
  /** The visit it was sent in (`visitor|day`), or null when it has no key (GPC/DNT). */
  visit: string | null;
  /**
   * The values its visit's views were counted under, while they are kept (30 days); undefined
   * when they are gone (the visit was counted then) or the lead has no key.
   */
  counted?: VisitValues;
}

/** The host of a stored referrer (an origin and path), or null. */
export function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname || null;
  } catch {
    return null;
  }
}

/** The campaign of a stored `utm` JSON object, or null when it names no source, medium or campaign. */
export function campaignOfUtm(utm: string | null): string | null {
  if (!utm) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(utm) as Record<string, unknown>;
  } catch {
    return null;
  }
  const text = (key: string) => (typeof parsed[key] === 'string' ? parsed[key] : null);
  const [source, medium, campaign] = [text('utm_source'), text('utm_medium'), text('utm_campaign')];
  if (source === null && medium === null && campaign === null) return null;
  return campaignValue(source, medium, campaign);
}

/** A quarter of an hour: every time zone's midnight falls on one, so a quarter lies in one day. */
const QUARTER_MS = 15 * 60 * 1000;

/** Quarters of an hour remembered per time zone before starting afresh. */
const KEPT_QUARTERS = 200_000;

/**
 * The company's day (YYYY-MM-DD) of an ISO time, as business-days.ts `localDate` says, with
 * one formatter for many leads and each quarter of an hour worked out once.
 */
export function companyDays(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const known = new Map<number, string>();
  return (iso) => {
    const time = Date.parse(iso);
    const quarter = Math.floor(time / QUARTER_MS);
    let day = known.get(quarter);
    if (day === undefined) {
      const part = Object.fromEntries(format.formatToParts(time).map((p) => [p.type, p.value]));
      day = `${part.year}-${part.month}-${part.day}`;
      if (known.size >= KEPT_QUARTERS) known.clear();
      known.set(quarter, day);
    }
    return day;
  };
}

const finders = new Map<string, (iso: string) => string>();

/** {@link companyDays}, one per time zone for the whole process (a day's quarters never move). */
function companyDayOf(timeZone: string) {
  let finder = finders.get(timeZone);
  if (!finder) {
    finder = companyDays(timeZone);
    finders.set(timeZone, finder);
  }
  return finder;
}

/** Visits' device classes remembered (a visit's first view never changes) before starting afresh. */
const KEPT_DEVICES = 50_000;

/** Keys looked up per query (far below both databases' parameter limits). */
const CHUNK = 500;

/** The values a visit's own views were counted under, per dimension (aggregate.ts). */
export type VisitValues = Record<
  'total' | 'page' | 'entry' | 'referrer' | 'campaign' | 'device',
  Set<string>
>;

const noValues = (): VisitValues => ({
  total: new Set(),
  page: new Set(),
  entry: new Set(),
  referrer: new Set(),
  campaign: new Set(),
  device: new Set(),
});

/**
 * The device class of each visit `visitor|day` (from its first page view that day, kept in
 * `devices`), and the values its views were counted under: a lead's visit is then one of the
 * visits of its page, entry, campaign… or, when its views were not counted there, one more.
 */
async function visitFacts(
  db: Kysely<Database>,
  visits: { visitor: string; day: string }[],
  devices: Map<string, string>,
): Promise<Map<string, VisitValues>> {
  if (devices.size >= KEPT_DEVICES) devices.clear();
  const wanted = new Set(visits.map(({ visitor, day }) => `${visitor}|${day}`));
  const keys = [...new Set(visits.map(({ visitor }) => visitor))];
  const facts = new Map<string, VisitValues>();
  for (let at = 0; at < keys.length; at += CHUNK) {
    const rows = await db
      .selectFrom('page_views')
      .select(['visitor', 'day', 'device', 'path', 'entry', 'referrer'])
      .select(['utm_source', 'utm_medium', 'utm_campaign'])
      .where('visitor', 'in', keys.slice(at, at + CHUNK))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const key = `${row.visitor}|${row.day}`;
      if (!wanted.has(key)) continue;
      if (!devices.has(key)) devices.set(key, row.device);
      const values = facts.get(key) ?? noValues();
      facts.set(key, values);
      values.page.add(row.path);
      values.device.add(row.device);
      if (Number(row.entry) !== 1) continue;
      values.total.add('');
      values.entry.add(row.path);
      if (row.referrer !== null) values.referrer.add(row.referrer);
      if (row.utm_source !== null || row.utm_medium !== null || row.utm_campaign !== null) {
        values.campaign.add(campaignValue(row.utm_source, row.utm_medium, row.utm_campaign));
      }
    }
  }
  return facts;
}

/** The enquiries sent on the company's days `from` to `to` (both included). */
export async function enquiriesOf(
  db: Kysely<Database>,
  from: string,
  to: string,
  timeZone: string,
  /** The device classes of visits already looked up (services.stats keeps one). */
  devices = new Map<string, string>(),
): Promise<Enquiry[]> {
  const leads = await db
    .selectFrom('submissions')
    .select([
      'created_at',
      'source_page',
      'entry_page',
      'referrer',
      'utm',
      'visitor_key',
      'visit_day',
    ])
    .where('kind', 'in', ['quote', 'message'])
    .where('folder', '=', 'inbox')
    .where('created_at', '>=', dayStartOf(from, timeZone).toISOString())
    .where('created_at', '<', dayStartOf(to, timeZone, 1).toISOString())
    .execute();
  // Only visits whose day still has raw views are looked up.
  const oldest = await db
    .selectFrom('page_views')
    .select((eb) => eb.fn.min('day').as('day'))
    .executeTakeFirst();
  const kept = oldest?.day ?? '9999-12-31';
  const visits = leads.flatMap((lead) =>
    lead.visitor_key && lead.visit_day && lead.visit_day >= kept
      ? [{ visitor: lead.visitor_key, day: lead.visit_day }]
      : [],
  );
  const facts = await visitFacts(db, visits, devices);
  const looked = new Set(visits.map(({ visitor, day }) => `${visitor}|${day}`));
  const dayOf = companyDayOf(timeZone);
  return leads.map((lead) => {
    const visit =
      lead.visitor_key && lead.visit_day ? `${lead.visitor_key}|${lead.visit_day}` : null;
    return {
      visit,
      // Gone views were counted in their day's rows; a keyless lead's visit cannot be found in them.
      counted:
        visit === null
          ? noValues()
          : looked.has(visit)
            ? (facts.get(visit) ?? noValues())
            : undefined,
      day: dayOf(lead.created_at),
      page: lead.source_page,
      entry: lead.entry_page,
      referrer: referrerHost(lead.referrer),
      campaign: campaignOfUtm(lead.utm),
      // Only while the visit's raw views are kept, as a report without the memory says.
      device: looked.has(`${lead.visitor_key}|${lead.visit_day}`)
        ? (devices.get(`${lead.visitor_key}|${lead.visit_day}`) ?? null)
        : null,
    };
  });
}

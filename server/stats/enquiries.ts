/**
 * Enquiries as the statistics' conversions (issue 20): quotes and messages in the inbox folder
 * (Spam left out) sent in a period, each attributed by its stored visit columns: the page it
 * was sent from, the visit's entry page, the referring site's host and the campaign. A lead's
 * device class is its visit's (the page views with its visitor key that day), known while those
 * raw views are kept (30 days).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dayStartOf, localDate } from '../leads/business-days.ts';
import { campaignValue } from './aggregate.ts';

/** What one lead counts towards; null where it is not known. */
export interface Enquiry {
  day: string;
  page: string | null;
  entry: string | null;
  referrer: string | null;
  campaign: string | null;
  device: string | null;
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

/** Keys looked up per query (far below both databases' parameter limits). */
const CHUNK = 500;

/** The device class of each visit `visitor|day`, from its first page view that day. */
async function visitDevices(
  db: Kysely<Database>,
  visits: { visitor: string; day: string }[],
): Promise<Map<string, string>> {
  const devices = new Map<string, string>();
  const wanted = new Set(visits.map(({ visitor, day }) => `${visitor}|${day}`));
  const keys = [...new Set(visits.map(({ visitor }) => visitor))];
  for (let at = 0; at < keys.length; at += CHUNK) {
    const rows = await db
      .selectFrom('page_views')
      .select(['visitor', 'day', 'device'])
      .where('visitor', 'in', keys.slice(at, at + CHUNK))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const key = `${row.visitor}|${row.day}`;
      if (wanted.has(key) && !devices.has(key)) devices.set(key, row.device);
    }
  }
  return devices;
}

/** The enquiries sent on the company's days `from` to `to` (both included). */
export async function enquiriesOf(
  db: Kysely<Database>,
  from: string,
  to: string,
  timeZone: string,
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
  const visits = leads.flatMap((lead) =>
    lead.visitor_key && lead.visit_day ? [{ visitor: lead.visitor_key, day: lead.visit_day }] : [],
  );
  const devices = await visitDevices(db, visits);
  return leads.map((lead) => ({
    day: localDate(new Date(lead.created_at), timeZone),
    page: lead.source_page,
    entry: lead.entry_page,
    referrer: referrerHost(lead.referrer),
    campaign: campaignOfUtm(lead.utm),
    device: devices.get(`${lead.visitor_key}|${lead.visit_day}`) ?? null,
  }));
}

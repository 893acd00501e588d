/**
 * Takes page views in (decision 036): one `page_views` row per view by a person, with the day's
 * visitor key (none under GPC/DNT) and the device class; a bot's view is only counted, in
 * `stats_daily` (day, 'bots', ''). Also the visit a lead is sent from, for its `submissions` row.
 * Nothing here is logged: an address or a key is personal data.
 */
import { isbot } from 'isbot';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { localDate } from '../leads/business-days.ts';
import { deviceClass } from './device.ts';
import type { Forward } from './forward.ts';
import type { SubmissionVisitColumns } from './tables.ts';
import { type VisitOrigin, visitOrigin } from './visit-origin.ts';
import { createSaltCache, visitorKey } from './visitor-key.ts';

/** One page view as the endpoint checked it, with what the request says of its browser. */
export interface IncomingView {
  /** Our page's path, no query. */
  path: string;
  /** The view starts a visit. */
  entry: boolean;
  /**
   * The page could not say (a no-script view of a page from the render cache): it starts a
   * visit when its address carries a campaign, or when the same key has no view in the last
   * {@link VISIT_GAP_MS} (decision 052).
   */
  entryUnknown?: boolean;
  /** The referring site's host (entry views only), or null. */
  referrer: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null };
  /** The client's address (never stored: only its day's key is). */
  address: string;
  userAgent: string | null;
  /** The browser sent Sec-GPC: 1 or DNT: 1. */
  optOut: boolean;
}

export interface StatsIngestDeps {
  /** The office's time zone, whose calendar days the statistics count in. */
  timeZone: () => Promise<string>;
  now?: () => Date;
  /** STATS_FORWARD_URL's forwarder, when set (forward.ts). */
  forward?: Forward;
}

/** An entry view's path with its campaign as a query, as a forwarded page view names it. */
function forwardedPath(view: IncomingView): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(view.utm)) if (value) query.set(`utm_${key}`, value);
  return view.entry && query.size > 0 ? `${view.path}?${query}` : view.path;
}

/** A User-Agent the `isbot` list knows, or none at all (every browser sends one). */
export const isBotAgent = (userAgent: string | null) => !userAgent?.trim() || isbot(userAgent);

/** A visit ends after this long without a view (Plausible's and Umami's rule too). */
export const VISIT_GAP_MS = 30 * 60_000;

/** How long the office time zone is kept before it is read again. */
const ZONE_TTL_MS = 60_000;

export function createStatsIngest(db: Kysely<Database>, deps: StatsIngestDeps) {
  const now = deps.now ?? (() => new Date());
  const saltOf = createSaltCache(db);
  let zone: { value: string; until: number } | undefined;
  const dayAt = async (instant: Date) => {
    if (!zone || zone.until < instant.getTime()) {
      zone = { value: await deps.timeZone(), until: instant.getTime() + ZONE_TTL_MS };
    }
    return localDate(instant, zone.value);
  };
  const keyOf = async (day: string, address: string, userAgent: string | null, optOut: boolean) =>
    optOut ? null : visitorKey(await saltOf(day), address, userAgent);
  /** Whether key `visitor` has a view on `day` in the {@link VISIT_GAP_MS} before `at`. */
  const viewedSince = async (visitor: string, day: string, at: Date) =>
    (await db
      .selectFrom('page_views')
      .select('id')
      .where('visitor', '=', visitor)
      .where('day', '=', day)
      .where('created_at', '>=', new Date(at.getTime() - VISIT_GAP_MS).toISOString())
      .limit(1)
      .executeTakeFirst()) !== undefined;

  return {
    /** Stores one view (or counts a bot's); resolves once committed. */
    async record(view: IncomingView): Promise<'view' | 'bot'> {
      const at = now();
      const day = await dayAt(at);
      if (isBotAgent(view.userAgent)) {
        await db
          .insertInto('stats_daily')
          .values({ day, dimension: 'bots', value: '', views: 1, visitors: 0, visits: 0 })
          .onConflict((conflict) =>
            conflict
              .columns(['day', 'dimension', 'value'])
              .doUpdateSet((eb) => ({ views: eb('stats_daily.views', '+', 1) })),
          )
          .execute();
        return 'bot';
      }
      const visitor = await keyOf(day, view.address, view.userAgent, view.optOut);
      // A page address with a campaign is a landing (our own links carry none), as Google
      // Analytics starts a session on a new campaign; else the key's last view decides.
      const landing = Object.values(view.utm).some((value) => value !== null);
      const entry =
        view.entryUnknown && visitor && !landing
          ? !(await viewedSince(visitor, day, at))
          : view.entry;
      await db
        .insertInto('page_views')
        .values({
          created_at: at.toISOString(),
          day,
          path: view.path,
          entry: entry ? 1 : 0,
          visitor,
          referrer: entry ? view.referrer : null,
          utm_source: entry ? view.utm.source : null,
          utm_medium: entry ? view.utm.medium : null,
          utm_campaign: entry ? view.utm.campaign : null,
          device: deviceClass(view.userAgent),
        })
        .execute();
      if (!view.optOut) {
        deps.forward?.({
          name: 'pageview',
          path: forwardedPath({ ...view, entry }),
          referrer: entry ? view.referrer : null,
          userAgent: view.userAgent,
          address: view.address,
        });
      }
      return 'view';
    },
    /** A lead was stored from `path`: forwarded when STATS_FORWARD_URL is set (not under GPC/DNT). */
    enquirySent(address: string, userAgent: string | null, optOut: boolean, path: string) {
      if (optOut || isBotAgent(userAgent)) return;
      deps.forward?.({ name: 'enquiry', path, referrer: null, userAgent, address });
    },
    /** The visit a lead is being sent from: today's key for this browser (null under GPC/DNT). */
    async visitOf(
      address: string,
      userAgent: string | null,
      optOut: boolean,
    ): Promise<SubmissionVisitColumns> {
      if (optOut) return { visitor_key: null, visit_day: null };
      const day = await dayAt(now());
      return { visitor_key: await keyOf(day, address, userAgent, false), visit_day: day };
    },
    /**
     * Where the visit `visit` began, by its own page views up to now (visit-origin.ts): for a
     * lead whose page could not tell (a document load, or no script). Undefined without a key.
     */
    originOf(visit: SubmissionVisitColumns): Promise<VisitOrigin | undefined> {
      return visitOrigin(db, visit, now().toISOString());
    },
  };
}

export type StatsIngest = ReturnType<typeof createStatsIngest>;

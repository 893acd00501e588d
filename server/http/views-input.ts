/**
 * Reads a page-view beacon (app/stats/payload.ts) into what server/stats/record.ts stores:
 * our own normalised path (never the inbox or the API), the entry flag, the referring site's
 * host when it is another site, and the campaign parameters as a lead keeps them.
 */
import * as v from 'valibot';
import { campaignOf } from '../../app/forms/visit-source.ts';
import { isCountedPath, VIEW_UTM } from '../../app/stats/payload.ts';
import { MAX_ROUTE_LENGTH, normaliseRoute } from '../../app/vitals/payload.ts';

const text = (name: string, max: number) =>
  v.optional(
    v.pipe(v.string(`The ${name} must be text.`), v.maxLength(max, `The ${name} is too long.`)),
  );

const viewSchema = v.object({
  path: v.pipe(
    v.string('The path must be text.'),
    v.maxLength(MAX_ROUTE_LENGTH, 'The path is too long.'),
    v.regex(/^\/[^\s?#]*$/, 'The path must be a path without query or fragment.'),
  ),
  entry: v.picklist([0, 1], 'The entry flag must be 0 or 1.'),
  referrer: text('referrer', 1000),
  utm_source: text('utm_source', 300),
  utm_medium: text('utm_medium', 300),
  utm_campaign: text('utm_campaign', 300),
});

/** What a checked view holds before the request's own facts (address, browser) are added. */
export interface CheckedView {
  path: string;
  entry: boolean;
  referrer: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null };
}

/** The host of a referring site, or null for our own site, a non-web address or nonsense. */
export function referringHost(referrer: string | null | undefined, ownHost: string) {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (!/^https?:$/.test(url.protocol) || url.host === ownHost) return null;
    return url.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The three campaign values, each trimmed, without control characters, at most 100 long. */
export function viewCampaign(query: URLSearchParams): CheckedView['utm'] {
  const kept = campaignOf(query);
  return {
    source: kept.utm_source ?? null,
    medium: kept.utm_medium ?? null,
    campaign: kept.utm_campaign ?? null,
  };
}

/** A path we count, normalised; or the reason it is not. */
export function countedPath(raw: string): { path: string } | { error: string } {
  const path = normaliseRoute(raw);
  if (!isCountedPath(path)) return { error: 'That path is not counted.' };
  return { path };
}

/** Reads a beacon body: the checked view, or the first reason it was refused. */
export function parseView(
  body: string,
  ownHost: string,
): { view: CheckedView } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { error: 'The body is not JSON.' };
  }
  const result = v.safeParse(viewSchema, json);
  if (!result.success) return { error: result.issues[0]?.message ?? 'The body could not be read.' };
  const sent = result.output;
  const counted = countedPath(sent.path);
  if ('error' in counted) return counted;
  const query = new URLSearchParams();
  for (const key of VIEW_UTM) if (sent[key] !== undefined) query.set(key, sent[key]);
  return {
    view: {
      path: counted.path,
      entry: sent.entry === 1,
      referrer: referringHost(sent.referrer, ownHost),
      utm: viewCampaign(query),
    },
  };
}

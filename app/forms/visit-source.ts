/**
 * Where a lead came from (issue 19): the page it was sent from, the first page of that visit,
 * the site that referred the visit and its `utm_*` campaign parameters. The form's script reads
 * them from the page as it sends (app/browser/visit-fields.ts) and the server keeps only what
 * passes here: our own paths without query, another site's origin and path without query, and
 * five named campaign parameters of limited length. Without script only the page it was sent
 * from is known (the post's Referer, when it is one of our pages). Nothing is stored on the
 * visitor's device (docs/decisions/031-the-visitors-side.md).
 */

/** The posted fields the script fills. */
export const VISIT_FIELDS = {
  sourcePage: 'visit_page',
  entryPage: 'visit_entry',
  referrer: 'visit_referrer',
} as const;

/** The campaign parameters kept, by name. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Longest path or referrer kept, and longest campaign value. */
const MAX_URL = 300;
const MAX_UTM = 100;

/** What a lead stores of its visit; null for what is not known. */
export interface VisitSource {
  sourcePage: string | null;
  entryPage: string | null;
  referrer: string | null;
  utm: Record<string, string>;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

const parse = (text: string, base?: string) => {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
};

/** One of our own pages: its path (no query, no fragment), or null. */
export function ownPath(text: string | null | undefined, origin: string): string | null {
  if (!text || text.length > 2000) return null;
  const url = parse(text, origin);
  if (!url || url.origin !== origin || CONTROL.test(url.pathname)) return null;
  return url.pathname.length <= MAX_URL ? url.pathname : null;
}

/** Another site that sent the visitor: origin and path only, or null (our own site is none). */
export function referringSite(text: string | null | undefined, origin: string): string | null {
  if (!text || text.length > 2000) return null;
  const url = parse(text);
  if (!url || !/^https?:$/.test(url.protocol) || url.origin === origin) return null;
  const kept = `${url.origin}${url.pathname === '/' ? '' : url.pathname}`;
  return kept.length <= MAX_URL && !CONTROL.test(kept) ? kept : null;
}

/** The campaign parameters of a query, each trimmed, checked and cut to its limit. */
export function campaignOf(query: URLSearchParams): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim();
    if (value && !CONTROL.test(value)) utm[key] = value.slice(0, MAX_UTM);
  }
  return utm;
}

/**
 * The visit as the server keeps it, from the post's fields (the script's) and its Referer
 * header (any browser: the page the form was on, when it is ours).
 */
export function visitSourceOf(formData: FormData, request: Request): VisitSource {
  const origin = new URL(request.url).origin;
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : null;
  };
  const entry = text(VISIT_FIELDS.entryPage);
  const entryUrl = entry && entry.length <= 2000 ? parse(entry, origin) : undefined;
  return {
    sourcePage:
      ownPath(text(VISIT_FIELDS.sourcePage), origin) ??
      ownPath(request.headers.get('referer'), origin),
    entryPage: ownPath(entry, origin),
    referrer: referringSite(text(VISIT_FIELDS.referrer), origin),
    utm: entryUrl && entryUrl.origin === origin ? campaignOf(entryUrl.searchParams) : {},
  };
}

/** Where a visit began as the server's own page views say (server/stats/visit-origin.ts). */
export interface ServerVisitOrigin {
  path: string;
  /** The referring site's host. */
  referrer: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null };
}

/**
 * The lead's source when its page could not tell where the visit began (a page loaded before
 * its script ran, or no script at all: no first page came with the post): the first page,
 * referring site and campaign of the visit the server counted for the same visitor key that
 * day (decision 052). The page it was sent from stays the post's own. A referring site is kept
 * as `https://host`: the views keep its host only.
 */
export function withServerOrigin(
  source: VisitSource,
  origin: ServerVisitOrigin | undefined,
): VisitSource {
  if (source.entryPage !== null || !origin) return source;
  const utm: Record<string, string> = {};
  for (const [key, value] of Object.entries(origin.utm)) if (value) utm[`utm_${key}`] = value;
  return {
    sourcePage: source.sourcePage,
    entryPage: origin.path,
    referrer: origin.referrer ? `https://${origin.referrer}` : source.referrer,
    utm,
  };
}

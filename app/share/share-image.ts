import { isServerOnlyPath } from '../lib/server-paths';

/** Size and type of every page's share image (the size Open Graph and X render large). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** The home page's card; pages that exist only on the server share it too. */
const SITE_CARD = '/og/home.png';

/**
 * Root-relative URL of a page's share image: `/og/<path>.png` (`/og/home.png` for `/`).
 * The build renders one per pre-rendered page at exactly this address (app/share/render.ts).
 */
export function shareImagePath(path: string): string {
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (clean === '' || isServerOnlyPath(clean)) return SITE_CARD;
  return `/og${clean}.png`;
}

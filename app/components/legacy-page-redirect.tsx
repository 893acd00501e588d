import { legacyPageScript } from '../lib/legacy-page-script';
import { NOT_FOUND_PATH } from '../lib/paths';

/** Props of {@link LegacyPageRedirect}. */
export interface LegacyPageRedirectProps {
  /** Path of the list's first page, the page this renders on. */
  basePath: string;
  pageCount: number;
}

/**
 * Sends an old `?page=N` link to page N's own URL as the first page's HTML is parsed (see
 * `legacyPageScript`). Place it first in the main content, which it hides while it leaves.
 * Client-side navigations never run it; the route's `clientLoader` redirects those.
 */
export function LegacyPageRedirect({ basePath, pageCount }: LegacyPageRedirectProps) {
  const script = legacyPageScript(basePath, pageCount, NOT_FOUND_PATH);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed script built from our own paths
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

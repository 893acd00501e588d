// The visit's first page and the site that sent it, across full page loads (decision 031, as
// amended by 047): the tab's own session history keeps the first address of the visit (the
// Navigation API lists this visit's pages, same-origin and contiguous), and the landing page
// notes the referring site (origin and path, as the server keeps it) in the state of its own
// history entry. Nothing goes to cookies or storage; the browser drops both with the tab's
// history. Without the Navigation API only the page the form is on is known.
import { referringSite } from '../forms/visit-source';

/** The key of the landing entry's state that holds the referring site. */
const STATE_KEY = 'visitReferrer';

interface HistoryEntry {
  key: string;
  url: string | null;
  getState(): unknown;
}
interface NavigationLike {
  entries(): HistoryEntry[];
  currentEntry: HistoryEntry | null;
  updateCurrentEntry(options: { state: unknown }): void;
}

const tabNavigation = () =>
  (globalThis as { navigation?: Partial<NavigationLike> }).navigation?.entries
    ? ((globalThis as { navigation?: NavigationLike }).navigation as NavigationLike)
    : undefined;

/** On the landing page of a visit: notes the site that sent the visitor, if another site did. */
export function noteVisitReferrer(referrer: string): void {
  const site = referringSite(referrer, location.origin);
  const navigation = tabNavigation();
  if (!site || !navigation) return;
  try {
    navigation.updateCurrentEntry({ state: { [STATE_KEY]: site } });
  } catch {
    // A document that is not fully active cannot change its entry: the referrer is simply not known.
  }
}

/** This visit's first page and the site that sent it, or undefined without the Navigation API. */
export function visitEntry(): { url: string; referrer: string; current: boolean } | undefined {
  const navigation = tabNavigation();
  const first = navigation?.entries()[0];
  if (!navigation || !first?.url) return undefined;
  if (first.key === navigation.currentEntry?.key)
    return { url: first.url, referrer: document.referrer, current: true };
  const state = first.getState() as Record<string, unknown> | undefined;
  const referrer = state?.[STATE_KEY];
  return {
    url: first.url,
    referrer: typeof referrer === 'string' ? referrer : '',
    current: false,
  };
}

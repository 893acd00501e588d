/**
 * Each person's calendar feed, fetched by this server at most every ten minutes and kept in
 * memory: the busy spans it last gave, and the words for the settings screen when it failed.
 * A failing feed never stops booking: the last busy times it gave stand (none if it never
 * answered), and the screen says what went wrong.
 */
import type { OutboundPolicy } from '../outbound/address-check.ts';
import { type BusySpan, busyOfFeed } from './feed-busy.ts';
import { feedWords, fetchFeed } from './feed-fetch.ts';

const FRESH_MS = 10 * 60 * 1000;

export interface FeedState {
  /** ISO time of the last try. */
  at: string;
  /** Null when it worked; else what the office reads. */
  problem: string | null;
  events: number;
}

interface Kept {
  fetchedAt: number;
  spans: BusySpan[];
  state: FeedState;
}

export function createFeeds(policy: OutboundPolicy, onFailure: (error: unknown) => void) {
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<void>>();

  async function refresh(url: string, from: Date, to: Date, now: Date) {
    const before = kept.get(url);
    try {
      const spans = busyOfFeed(await fetchFeed(url, policy), from, to);
      kept.set(url, {
        fetchedAt: now.getTime(),
        spans,
        state: { at: now.toISOString(), problem: null, events: spans.length },
      });
    } catch (error) {
      onFailure(error);
      kept.set(url, {
        fetchedAt: now.getTime(),
        spans: before?.spans ?? [],
        state: {
          at: now.toISOString(),
          problem: feedWords(error),
          events: before?.spans.length ?? 0,
        },
      });
    }
  }

  return {
    /** The busy spans of `url` (read again in the background when older than ten minutes). */
    async busy(url: string, from: Date, to: Date, now: Date): Promise<BusySpan[]> {
      const found = kept.get(url);
      if (!found || now.getTime() - found.fetchedAt > FRESH_MS) {
        let running = inFlight.get(url);
        if (!running) {
          running = refresh(url, from, to, now).finally(() => inFlight.delete(url));
          inFlight.set(url, running);
        }
        // The first read waits for the feed; later ones use what it last gave while it is
        // read again, so a slow calendar never holds up the booking page.
        if (!found) await running;
      }
      return kept.get(url)?.spans ?? [];
    },
    /** The last try of `url`, or undefined before any. */
    state: (url: string): FeedState | undefined => kept.get(url)?.state,
    /** Forgets `url` (its address changed), so the next read fetches it. */
    forget: (url: string) => kept.delete(url),
  };
}

export type Feeds = ReturnType<typeof createFeeds>;

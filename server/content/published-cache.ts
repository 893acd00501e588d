/**
 * Visitors' reads kept in memory between changes: every page render reads several collections,
 * and a live item's Markdown is parsed once per change rather than once per read. Any change
 * (heard from this server's writes, or from elsewhere through the same emitter) empties it: a
 * draft changes no live item, but its slug may take an old address over from a redirect. A
 * read in flight while a change lands is not kept.
 *
 * The last value each read gave is also kept across changes (`lastGood`): what a page shows
 * while the database is away (app/server/content.server.ts, docs/decisions/041). Only found
 * values are kept, so a made-up slug takes no memory.
 */
import type { ContentChange } from './events.ts';
import type { PublishedReads } from './published.ts';

type Listen = (listener: (change: ContentChange) => void) => () => void;

/** What a read last gave, by the read's name and arguments; undefined when it never did. */
export type LastGood = <K extends keyof PublishedReads>(
  name: K,
  ...args: Parameters<PublishedReads[K]>
) => Awaited<ReturnType<PublishedReads[K]>> | undefined;

export type CachedPublishedReads = PublishedReads & { lastGood: LastGood };

const keyOf = (name: string, args: unknown[]) => `${name}\u0000${JSON.stringify(args)}`;

export function cachePublishedReads(reads: PublishedReads, onChange: Listen): CachedPublishedReads {
  const results = new Map<string, Promise<unknown>>();
  const lastGood = new Map<string, unknown>();
  let generation = 0;
  onChange(() => {
    generation += 1;
    results.clear();
  });
  const cached =
    <A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const key = keyOf(name, args);
      const found = results.get(key);
      if (found) return found as Promise<R>;
      const started = generation;
      const result = read(...args);
      results.set(key, result);
      // A failed read is not remembered; one that a change overtook was dropped by clear().
      result.then(
        (value) => {
          if (generation === started && value !== undefined) lastGood.set(key, value);
        },
        () => {
          if (generation === started) results.delete(key);
        },
      );
      return result;
    };
  return {
    lastGood: ((name, ...args) => lastGood.get(keyOf(name, args))) as LastGood,
    posts: cached('posts', reads.posts),
    post: cached('post', reads.post),
    recentPosts: cached('recentPosts', reads.recentPosts),
    services: cached('services', reads.services),
    service: cached('service', reads.service),
    projects: cached('projects', reads.projects),
    project: cached('project', reads.project),
    projectsByCategory: cached('projectsByCategory', reads.projectsByCategory),
    team: cached('team', reads.team),
    teamByCategory: cached('teamByCategory', reads.teamByCategory),
    testimonials: cached('testimonials', reads.testimonials),
    slugs: cached('slugs', reads.slugs),
    publishedDates: cached('publishedDates', reads.publishedDates),
    document: cached('document', reads.document) as PublishedReads['document'],
    redirect: cached('redirect', reads.redirect),
  };
}

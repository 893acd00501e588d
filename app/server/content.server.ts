/**
 * How a loader reads content: `const content = contentOf(context)`. On the server it is the
 * content store's published reads (what the office last published), and each read names what
 * the page shows as a cache tag, so that a publish drops exactly the pages that show it
 * (server/http/render-cache.ts, the `Surrogate-Key` header). While pages are pre-rendered at
 * build time it is the seed (app/server/seed-reads.server.ts). Once a request found the
 * database away, the rest of its reads are the last values the server read, else the seed (the
 * built copy): the page that says a form was not sent must not need the database.
 */
import type { RouterContextProvider } from 'react-router';
import type { Documents, PublishedReads } from '../../server/content/published';
import type { Services } from '../../server/services';
import { withCommentCounts, withLastCounts } from './comment-counts.server';
import {
  contentTagsContext,
  databaseAwayContext,
  previewContext,
  servicesContext,
} from './context';
import { seedReads } from './seed-reads.server';

/** The reads a page may make; a settings document is always there (the seed's if need be). */
export type ContentReads = Omit<PublishedReads, 'document'> & {
  document<N extends keyof Documents>(name: N): Promise<Documents[N]>;
};

/** The store's reads with each one recording its tags in `tags`. */
function tracked(reads: PublishedReads, tags: Set<string>): ContentReads {
  const tag =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>, tagsOf: (...args: A) => string[]) =>
    (...args: A) => {
      for (const name of tagsOf(...args)) tags.add(name);
      return read(...args);
    };
  const collection = (name: string) => () => [name];
  const item = (name: string) => (slug: string) => [`${name}:${slug}`];
  return {
    posts: tag(reads.posts, collection('posts')),
    post: tag(reads.post, item('posts')),
    recentPosts: tag(reads.recentPosts, collection('posts')),
    services: tag(reads.services, collection('services')),
    service: tag(reads.service, item('services')),
    projects: tag(reads.projects, collection('projects')),
    project: tag(reads.project, item('projects')),
    projectsByCategory: tag(reads.projectsByCategory, collection('projects')),
    team: tag(reads.team, collection('team')),
    teamByCategory: tag(reads.teamByCategory, collection('team')),
    testimonials: tag(reads.testimonials, collection('testimonials')),
    slugs: tag(reads.slugs, (name) => [name]),
    redirect: tag(reads.redirect, (name, slug) => [`${name}:${slug}`]),
    publishedDates: tag(reads.publishedDates, () => ['posts', 'services', 'projects']),
    async document(name) {
      tags.add(`settings:${name}`);
      const live = await reads.document(name);
      return live ?? ((await seedReads.document(name)) as Documents[typeof name]);
    },
  } as ContentReads;
}

/** A read by name, its arguments unchecked: the fallback pairs two reads of the same name. */
type AnyRead = (...args: unknown[]) => Promise<unknown>;

/** Each read from what the server last read, else from the seed; never the database. */
function remembered(services: Services): ContentReads {
  const lastGood = services.content.published.lastGood as (
    name: string,
    ...args: unknown[]
  ) => unknown;
  const seed = seedReads as unknown as Record<string, AnyRead>;
  const reads = Object.fromEntries(
    Object.keys(seedReads).map((name) => [
      name,
      async (...args: unknown[]) => lastGood(name, ...args) ?? seed[name]?.(...args),
    ]),
  );
  return reads as unknown as ContentReads;
}

/** Marks this request as having found the database away (see {@link databaseAwayContext}). */
export function markDatabaseAway(context: Readonly<RouterContextProvider>): void {
  context.set(databaseAwayContext, true);
}

/** The content reads for this request (see the file's comment). */
export function contentOf(context: Readonly<RouterContextProvider>): ContentReads {
  const services = context.get(servicesContext);
  if (!services) return seedReads as ContentReads;
  if (context.get(databaseAwayContext)) return withLastCounts(remembered(services));
  // A preview link's page shows that item's draft; it is never cached (server/http/app.ts).
  const reads = context.get(previewContext)?.reads ?? services.content.published;
  const tags = context.get(contentTagsContext) ?? new Set<string>();
  return withCommentCounts(tracked(reads, tags), services, tags);
}

/** When the preview link this page was opened with stops working; null for a normal page. */
export function previewUntil(context: Readonly<RouterContextProvider>): string | null {
  return context.get(previewContext)?.expiresAt ?? null;
}

/** Records tags for something a page shows that is not content (approved comments). */
export function showsTags(context: Readonly<RouterContextProvider>, ...names: string[]): void {
  const tags = context.get(contentTagsContext);
  for (const name of names) tags?.add(name);
}

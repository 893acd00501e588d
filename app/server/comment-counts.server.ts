/**
 * The comment count a post shows is counted from its approved comments, never typed (decision
 * 054): the store's post reads get each post's count from services.comments, read once per
 * request, and the page is tagged `comments` so that approving or hiding one drops it from the
 * render cache (and the CDN, on every server). A page built without the database (decision 041)
 * shows the counts this server last read, else the seed's.
 */

import type { Services } from '../../server/services';
import { sampleComments } from '../content/sample-comments';
import type { Post } from '../content/types';
import type { ContentReads } from './content.server';

/** The counts this server last read. */
let lastRead: ReadonlyMap<string, number> | undefined;

const seedCount = (slug: string) => sampleComments[slug]?.length ?? 0;

/** `reads` with each post's count from `countsOf` (called at most once). */
function counting(reads: ContentReads, countsOf: () => Promise<ReadonlyMap<string, number>>) {
  let counts: Promise<ReadonlyMap<string, number>> | undefined;
  const counted = async <P extends Post>(posts: readonly P[]): Promise<P[]> => {
    counts ??= countsOf();
    const bySlug = await counts;
    return posts.map((post) => ({ ...post, comments: bySlug.get(post.slug) ?? 0 }));
  };
  return {
    ...reads,
    posts: async () => counted(await reads.posts()),
    recentPosts: async (n: number) => counted(await reads.recentPosts(n)),
    post: async (slug: string) => {
      const post = await reads.post(slug);
      return post && (await counted([post]))[0];
    },
  } satisfies ContentReads;
}

/** `reads` with every post carrying its counted comments, the page tagged `comments`. */
export function withCommentCounts(
  reads: ContentReads,
  services: Services,
  tags: Set<string>,
): ContentReads {
  return counting(reads, async () => {
    tags.add('comments');
    const counts = await services.comments.counts();
    lastRead = counts;
    return counts;
  });
}

/** `reads` (the remembered ones) with the counts last read, else the seed's samples counted. */
export function withLastCounts(reads: ContentReads): ContentReads {
  return counting(reads, async () => {
    if (lastRead) return lastRead;
    return new Map(Object.keys(sampleComments).map((slug) => [slug, seedCount(slug)]));
  });
}

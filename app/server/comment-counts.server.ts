/**
 * The comment count a post shows is counted from its approved comments, never typed (decision
 * 054): the store's post reads get each post's count from services.comments, read once per
 * request, and the page is tagged `comments` so that approving or hiding one drops it from the
 * render cache (and the CDN, on every server).
 */

import type { Services } from '../../server/services';
import type { Post } from '../content/types';
import type { ContentReads } from './content.server';

/** `reads` with every post carrying its counted comments. */
export function withCommentCounts(
  reads: ContentReads,
  services: Services,
  tags: Set<string>,
): ContentReads {
  let counts: Promise<Map<string, number>> | undefined;
  const countsOnce = () => {
    tags.add('comments');
    counts ??= services.comments.counts();
    return counts;
  };
  const counted = async <P extends Post>(posts: readonly P[]): Promise<P[]> => {
    const bySlug = await countsOnce();
    return posts.map((post) => ({ ...post, comments: bySlug.get(post.slug) ?? 0 }));
  };
  return {
    ...reads,
    posts: async () => counted(await reads.posts()),
    recentPosts: async (n) => counted(await reads.recentPosts(n)),
    post: async (slug) => {
      const post = await reads.post(slug);
      return post && (await counted([post]))[0];
    },
  };
}

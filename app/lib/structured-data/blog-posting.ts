import type { Post } from '../../content/types';
import { postPath } from '../paths';
import { type JsonLdNode, organizationRef, type SiteFacts, siteUrl } from './json-ld';

/**
 * A post's `BlogPosting`: headline, image, full publication date, author and publisher. The
 * author is the person the post names (`authorName`), else the site's default.
 */
export function blogPostingLd(
  facts: SiteFacts,
  post: Pick<Post, 'slug' | 'title' | 'description' | 'image' | 'published'>,
  authorName: string = facts.postAuthor,
): JsonLdNode {
  const url = siteUrl(facts, postPath(post.slug));
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title,
    description: post.description,
    image: siteUrl(facts, post.image.src),
    datePublished: post.published,
    // Posts are not revised after publication (docs/decisions/015).
    dateModified: post.published,
    author: { '@type': 'Person', name: authorName },
    publisher: organizationRef(facts),
    mainEntityOfPage: url,
    url,
    inLanguage: 'en',
  };
}

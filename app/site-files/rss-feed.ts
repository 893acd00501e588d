import type { site } from '../content/site';
import type { Post } from '../content/types';
import { FEED_PATH, postPath } from '../lib/paths';
import { xmlEscape } from './xml-escape';

/** The posts' fields the feed reads. */
export type FeedPost = Pick<Post, 'slug' | 'title' | 'description' | 'published'> & {
  /** Who wrote it, when the office chose an author (decision 055); else the site's default. */
  authorName?: string;
};

/** The blog index the feed's channel links to. */
const BLOG_PATH = '/blog';

/** The feed's title, also on the `<link rel="alternate">` that announces it. */
export const feedTitle = (facts: Pick<typeof site, 'name'>) => `${facts.name} blog`;

/** RFC 822 date of a `YYYY-MM-DD` publication date (midnight UTC), as RSS 2.0 wants. */
export const rfc822Date = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/**
 * The RSS 2.0 feed of the posts (newest first, as the collection is ordered), with an
 * atom:self link and absolute URLs on the site's origin. `lastBuildDate` is the newest post's
 * date, so an unchanged blog gives the same file on every build.
 */
export function rssFeed(
  facts: Pick<typeof site, 'name' | 'origin' | 'description' | 'postAuthor'>,
  posts: readonly FeedPost[],
): string {
  const url = (path: string) => xmlEscape(new URL(path, facts.origin).href);
  const text = (tag: string, value: string) => `<${tag}>${xmlEscape(value)}</${tag}>`;
  const items = posts.map((post) =>
    [
      '    <item>',
      `      ${text('title', post.title)}`,
      `      <link>${url(postPath(post.slug))}</link>`,
      `      <guid isPermaLink="true">${url(postPath(post.slug))}</guid>`,
      `      ${text('description', post.description)}`,
      `      ${text('dc:creator', post.authorName ?? facts.postAuthor)}`,
      `      <pubDate>${rfc822Date(post.published)}</pubDate>`,
      '    </item>',
    ].join('\n'),
  );
  const newest = posts[0]?.published;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${text('title', feedTitle(facts))}`,
    `    <link>${url(BLOG_PATH)}</link>`,
    `    ${text('description', facts.description)}`,
    '    <language>en</language>',
    `    <atom:link href="${url(FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * How a page shows a post's author and tags, the sidebar's popular tags and a project's
 * category from the office's lists (docs/decisions/055), and the spec's defaults when the
 * office chose none: "Admin" with the author box's text, related tags that are the first words
 * of the next three posts' titles, the five popular tags linking to the blog.
 */
import { blogExtras } from '../content/blog-extras';
import { site } from '../content/site';
import type { Image, Post } from '../content/types';
import { firstWord, itemsAfter } from './items-after';
import { postPath } from './paths';

export interface ListTerm {
  slug: string;
  label: string;
}

export interface PostAuthor {
  name: string;
  photo: Image | null;
  about: string | null;
}

/** The lists as a page reads them (app/server/taxonomy.server.ts). */
export interface PageLists {
  tags: readonly ListTerm[];
  categories: readonly ListTerm[];
  authors: ReadonlyMap<string, PostAuthor>;
}

/** The spec's project categories, in the gallery's filter order: the list a fresh site has. */
export const DEFAULT_CATEGORIES: readonly ListTerm[] = [
  { slug: 'marketing', label: 'marketing' },
  { slug: 'business', label: 'business' },
  { slug: 'corporate', label: 'corporate' },
];

/** What the build knows: no tags, the spec's categories, no people. */
export const SEED_LISTS: PageLists = {
  tags: [],
  categories: DEFAULT_CATEGORIES,
  authors: new Map(),
};

/** The address of a tag's page. */
export const tagPath = (slug: string) => `/blog/tag/${slug}`;

/** The spec's author: "Admin" and the editorial desk's line. */
export const DEFAULT_AUTHOR: PostAuthor = {
  name: site.postAuthor,
  photo: null,
  about: blogExtras.authorBio,
};

/** Who wrote the post: the person it names, else the default author. */
export function authorOf(post: Pick<Post, 'author'>, lists: PageLists): PostAuthor {
  return (post.author && lists.authors.get(post.author)) || DEFAULT_AUTHOR;
}

/** The post's tags in the list's order, each linking to its page; [] when it has none. */
export function chosenTags(post: Pick<Post, 'tags'>, lists: PageLists) {
  const chosen = new Set(post.tags ?? []);
  return lists.tags
    .filter((tag) => chosen.has(tag.slug))
    .map((tag) => ({ key: tag.slug, href: tagPath(tag.slug), label: tag.label }));
}

/**
 * "Related tags" under a post: its chosen tags, else the spec's default, the first word of the
 * titles of the three posts after it (wrapping), each linking to that post.
 */
export function relatedTagsOf(
  post: Pick<Post, 'slug' | 'tags'>,
  posts: readonly Pick<Post, 'slug' | 'title'>[],
  lists: PageLists,
  count = 3,
) {
  const chosen = chosenTags(post, lists);
  if (chosen.length > 0) return chosen;
  const index = posts.findIndex((p) => p.slug === post.slug);
  return itemsAfter(posts, index, count).map(({ slug, title }) => ({
    key: slug,
    href: postPath(slug),
    label: firstWord(title),
  }));
}

/** The sidebar's popular tags: the office's list when it has one, else the spec's five to /blog. */
export function popularTags(lists: PageLists) {
  if (lists.tags.length > 0) {
    return lists.tags.map((tag) => ({ key: tag.slug, href: tagPath(tag.slug), label: tag.label }));
  }
  return blogExtras.tags.map((label) => ({ key: label, href: '/blog', label }));
}

/** A post's card fields with its author's name, for the cards and the news rows. */
export function withAuthorName<C extends object>(
  card: C,
  post: Pick<Post, 'author'>,
  lists: PageLists,
) {
  return { ...card, authorName: authorOf(post, lists).name };
}

/** A category's words: its label in the list, else its key as stored. */
export function categoryLabel(slug: string, lists: Pick<PageLists, 'categories'>): string {
  return lists.categories.find((category) => category.slug === slug)?.label ?? slug;
}

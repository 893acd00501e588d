import { describe, expect, it } from 'vitest';
import { blogExtras } from '../content/blog-extras';
import { posts } from '../content/generated/posts';
import { site } from '../content/site';
import { firstWord } from './items-after';
import {
  authorOf,
  categoryLabel,
  type PageLists,
  popularTags,
  relatedTagsOf,
  SEED_LISTS,
} from './taxonomy-view';

const lists: PageLists = {
  tags: [
    { slug: 'roofs', label: 'Roofs' },
    { slug: 'winter-work', label: 'Winter work' },
  ],
  categories: [{ slug: 'kitchen', label: 'Kitchen extensions' }],
  authors: new Map([['4', { name: 'Dana Reyes', photo: null, about: 'Site manager.' }]]),
};
const [first, second, third, fourth] = posts;

describe('the spec’s defaults (a fresh site)', () => {
  it('names "Admin" with the editorial desk’s line', () => {
    expect(authorOf({ author: undefined }, SEED_LISTS)).toEqual({
      name: site.postAuthor,
      photo: null,
      about: blogExtras.authorBio,
    });
    // A person no longer there: the default too.
    expect(authorOf({ author: '99' }, lists).name).toBe('Admin');
  });

  it('relates the next three posts by their titles’ first words, each to its post', () => {
    expect(relatedTagsOf({ slug: first?.slug ?? '', tags: [] }, posts, SEED_LISTS)).toEqual(
      [second, third, fourth].map((post) => ({
        key: post?.slug,
        href: `/blog/${post?.slug}`,
        label: firstWord(post?.title ?? ''),
      })),
    );
  });

  it('lists the five popular tags, each to /blog', () => {
    expect(popularTags(SEED_LISTS)).toEqual(
      ['Innovation', 'Insights', 'Resources', 'Tips', 'Trends'].map((label) => ({
        key: label,
        href: '/blog',
        label,
      })),
    );
  });

  it('offers the spec’s three categories, a key without a label showing as stored', () => {
    expect(SEED_LISTS.categories.map((c) => c.slug)).toEqual([
      'marketing',
      'business',
      'corporate',
    ]);
    expect(categoryLabel('business', SEED_LISTS)).toBe('business');
    expect(categoryLabel('gone', SEED_LISTS)).toBe('gone');
  });
});

describe('the office’s lists', () => {
  it('names the post’s author with their line', () => {
    expect(authorOf({ author: '4' }, lists)).toEqual({
      name: 'Dana Reyes',
      photo: null,
      about: 'Site manager.',
    });
  });

  it('shows the post’s chosen tags in the list’s order, each to its page, ignoring one removed', () => {
    expect(
      relatedTagsOf({ slug: 'x', tags: ['winter-work', 'gone', 'roofs'] }, posts, lists),
    ).toEqual([
      { key: 'roofs', href: '/blog/tag/roofs', label: 'Roofs' },
      { key: 'winter-work', href: '/blog/tag/winter-work', label: 'Winter work' },
    ]);
  });

  it('lists the office’s tags as the popular ones, and a category by its label', () => {
    expect(popularTags(lists).map((tag) => tag.href)).toEqual([
      '/blog/tag/roofs',
      '/blog/tag/winter-work',
    ]);
    expect(categoryLabel('kitchen', lists)).toBe('Kitchen extensions');
  });
});

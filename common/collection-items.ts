// Each collection's validated front matter and body → the item the site uses
// (the types in app/content/types). Display numbers, days and reveal delays are derived.
// Shared by the content step (which writes them as modules) and the server's content store.
import type { FieldsOf, MarkdownCollection } from '../app/content/schemas/collections.ts';
import type { MarkdownBlock } from './markdown.ts';
import type { PictureRef } from './settings-documents.ts';

/** One checked entry as the item builders take it. */
export interface ItemEntry<D, I> {
  slug: string;
  data: D;
  body: readonly MarkdownBlock<unknown>[];
  /** Turns a { src, alt } of the front matter into the site's picture. */
  image: (picture: PictureRef) => I;
}

/** How one collection sorts its entries and builds an item from one. */
export interface CollectionItems<D = Record<string, unknown>> {
  /** The item's type in app/content/types. */
  type: string;
  sort(a: { slug: string; data: D }, b: { slug: string; data: D }): number;
  item<I>(entry: ItemEntry<D, I>, index: number): unknown;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Cards reveal one after another in groups of four. */
const DELAYS = [0.4, 0.6, 0.8, 1.2] as const;
const ICON = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  LinkedIn: 'linkedin',
  YouTube: 'youtube',
  X: 'x',
} as const;
const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const monthName = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
const byOrder = <D extends { order: number }>(
  a: { slug: string; data: D },
  b: { slug: string; data: D },
) => a.data.order - b.data.order || a.slug.localeCompare(b.slug);
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const byCollection = {
  posts: {
    type: 'Post',
    sort: (a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug),
    item: ({ slug, data, body, image }, index) => ({
      slug,
      number: pad2(index + 1),
      day: Number(data.date.slice(8, 10)),
      month: monthName(data.date),
      published: data.date,
      // Counted from the approved comments where the post is shown (decision 054).
      comments: 0,
      title: data.title,
      image: image(data.image),
      description: data.description,
      delay: DELAYS[index % DELAYS.length],
      body,
      quote: data.quote,
      // The office's lists name these (docs/decisions/055); the pages look their words up.
      author: data.author,
      tags: data.tags,
    }),
  },
  services: {
    type: 'Service',
    sort: byOrder,
    item: ({ slug, data, body, image }, index) => ({
      slug,
      number: pad2(index + 1),
      icon: data.icon,
      title: data.title,
      description: data.description,
      image: image(data.image),
      body,
      checklist: data.checklist,
      faqs: data.faq?.map((entry) => ({ id: kebab(entry.question), ...entry })),
    }),
  },
  projects: {
    type: 'Project',
    sort: byOrder,
    item: ({ slug, data, body, image }) => ({
      slug,
      title: data.title,
      sector: data.sector,
      category: data.category,
      image: image(data.image),
      summary: data.summary,
      client: data.client,
      completed: data.date,
      completedText: longDate(data.date),
      location: data.location,
      // More photos of the work, in order; none for a project without them.
      gallery: (data.gallery ?? []).map((picture) => image(picture)),
      body,
    }),
  },
  team: {
    type: 'TeamMember',
    sort: byOrder,
    item: ({ slug, data, image }) => ({
      slug,
      name: data.name,
      position: data.position,
      category: data.category,
      image: image(data.image),
      socials: data.socials.map((social) => ({ ...social, icon: ICON[social.label] })),
    }),
  },
  testimonials: {
    type: 'Testimonial',
    sort: byOrder,
    item: ({ slug, data, body, image }) => ({
      id: slug,
      name: data.name,
      position: data.position,
      text: body.flatMap((block) => ('text' in block ? [block.text] : [])).join(' '),
      avatar: image(data.avatar),
    }),
  },
} satisfies { [C in MarkdownCollection]: CollectionItems<FieldsOf<C>> };

/**
 * How each collection sorts its entries and builds an item from one. Each entry is typed by its
 * collection's checked front matter; by a collection known only at run time it takes a record.
 */
export const collections: Readonly<Record<MarkdownCollection, CollectionItems>> =
  byCollection as unknown as Record<MarkdownCollection, CollectionItems>;

/**
 * The front matter of each Markdown collection (content/<collection>/*.md). One definition,
 * read by the build's content step, the server's content store and, later, the editor's forms.
 */
import * as v from 'valibot';
import { ICONS, SOCIAL_NETWORKS, TEAM_CATEGORIES } from './choices.ts';
import { faq, image, isoDate, list, order, text } from './fields.ts';
import { authorRef, categoryRef, tagRefs } from './taxonomy-refs.ts';

export const schemas = {
  posts: v.strictObject({
    title: text('the post title'),
    date: isoDate,
    description: text('a one- or two-sentence summary'),
    image,
    quote: v.optional(v.strictObject({ text: text('the quote'), cite: text('who said it') })),
    /** One of the people in /admin/people; none shows the site's default author. */
    author: authorRef,
    /** Chosen from the office's tag list; none shows the default related tags. */
    tags: tagRefs,
  }),
  services: v.strictObject({
    order,
    title: text('the service name'),
    icon: v.picklist(ICONS, `one of ${ICONS.join(', ')}`),
    description: text('a one- or two-sentence summary'),
    image,
    checklist: list('checklist lines'),
    faq: v.optional(v.array(faq, 'a list of { question, answer }')),
  }),
  projects: v.strictObject({
    order,
    title: text('the project name'),
    sector: text('the sector, e.g. Healthcare'),
    category: categoryRef,
    client: text('the client’s name'),
    date: isoDate,
    location: text('the town and state'),
    image,
    summary: text('a one- or two-sentence summary'),
    /** More photos of the work, in the order the page shows them (the editor's gallery). */
    gallery: v.optional(v.array(image, 'a list of pictures, the first shown first')),
  }),
  team: v.strictObject({
    order,
    name: text('the full name'),
    position: text('the job title'),
    category: v.picklist(TEAM_CATEGORIES, `one of ${TEAM_CATEGORIES.join(', ')}`),
    image,
    socials: v.optional(
      v.array(
        v.strictObject({
          label: v.picklist(SOCIAL_NETWORKS, `one of ${SOCIAL_NETWORKS.join(', ')}`),
          href: v.pipe(v.string(), v.url('a full https:// address')),
        }),
      ),
      [],
    ),
  }),
  testimonials: v.strictObject({
    order,
    name: text('the client’s name'),
    position: text('their role or company'),
    avatar: image,
  }),
};

/** The Markdown collections, in the order the content step reads them. */
export type MarkdownCollection = keyof typeof schemas;
export const MARKDOWN_COLLECTIONS = Object.keys(schemas) as MarkdownCollection[];

/** Front-matter fields that name a picture beside the file. */
export const IMAGE_FIELDS = ['image', 'avatar'] as const;

/** The checked front matter of one collection. */
export type FieldsOf<C extends MarkdownCollection> = v.InferOutput<(typeof schemas)[C]>;

/**
 * What visitors see, typed as the pages use it today (app/content/types): each collection's
 * live items, sorted and numbered as the build's content step does, with their Markdown bodies
 * as blocks and their pictures as stored media. Drafts and scheduled versions never show here.
 */
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { MarkdownCollection, PageIntros } from '../../app/content/schemas/index.ts';
import type {
  Award,
  Badge,
  Certification,
  ContactDetails,
  Counter,
  ExperienceClaim,
  Faq,
  Partner,
  Plan,
  Post,
  PrivacyNotice,
  ProcessStep,
  Project,
  ProjectCategory,
  Service,
  Skill,
  TeamCategory,
  TeamMember,
  Testimonial,
  TimelineEntry,
} from '../../app/content/types.ts';
import { collections as builders } from '../../common/collection-items.ts';
import { checkLink } from '../../common/links.ts';
import { markdownToBlocks } from '../../common/markdown.ts';
import { fillPlaceholders, fillPlaceholdersDeep } from '../../common/placeholders.ts';
import { documents } from '../../common/settings-documents.ts';

/** A placeholder stored content still has after it was retired shows as written, never a 500. */
const KEEP_UNKNOWN = { keepUnknown: true };

import { SETTINGS, schemaOf } from '../../common/collections.ts';
import type { Database } from '../db/schema.ts';
import { mediaIndexWithVariants } from './media.ts';
import { pictureOf } from './published-picture.ts';
import { parseFields, slugsByCollection } from './records.ts';

interface Types {
  posts: Post;
  services: Service;
  projects: Project;
  team: TeamMember;
  testimonials: Testimonial;
}

/**
 * Every live item of the collection, as the site's type, in display order. With `draftId`, that
 * item shows its working copy instead (live or not): what its preview link shows.
 */
export async function liveItemsOf<C extends MarkdownCollection>(
  db: Kysely<Database>,
  collection: C,
  draftId?: number,
): Promise<Types[C][]> {
  const found = await db
    .selectFrom('content_items')
    .select(['id', 'slug', 'live_fields', 'live_body', 'fields', 'body'])
    .where('collection', '=', collection)
    .where((eb) =>
      draftId === undefined
        ? eb('live_version', 'is not', null)
        : eb.or([eb('live_version', 'is not', null), eb('id', '=', draftId)]),
    )
    .execute();
  const rows = found.map((row) =>
    row.id === draftId ? { ...row, live_fields: row.fields, live_body: row.body } : row,
  );
  if (rows.length === 0) return [];
  const [media, slugs] = await Promise.all([mediaIndexWithVariants(db), slugsByCollection(db)]);
  const schema = schemaOf(collection, '') as v.GenericSchema;
  const entries = rows.map((row) => {
    const data = v.parse(
      schema,
      fillPlaceholdersDeep(parseFields(row.live_fields ?? '{}'), KEEP_UNKNOWN),
    );
    const body = markdownToBlocks(fillPlaceholders(row.live_body ?? '', KEEP_UNKNOWN), {
      line: 1,
      image: (src, alt) => pictureOf(media, src, alt, { withThumb: false }),
      // A link whose target went away since it was saved stays as written, not an error.
      link: (href, line) => {
        try {
          return checkLink(href, slugs, line);
        } catch {
          return href;
        }
      },
    });
    return { slug: row.slug, data: data as Record<string, unknown>, body };
  });
  const { sort, item } = builders[collection];
  return entries
    .sort(sort)
    .map(
      (entry, index) =>
        item(
          { ...entry, image: (image) => pictureOf(media, image.src, image.alt) },
          index,
        ) as Types[C],
    );
}

/**
 * The typed reads the pages need, each a fresh look at the database. With `draftId`, the reads
 * a preview of that item sees: its working copy in place of its live version.
 */
export function createPublishedReads(db: Kysely<Database>, { draftId }: { draftId?: number } = {}) {
  const liveItems = <C extends MarkdownCollection>(_db: Kysely<Database>, collection: C) =>
    liveItemsOf(db, collection, draftId);
  const liveDocument = <N extends keyof Documents>(_db: Kysely<Database>, name: N) =>
    liveDocumentOf(db, name, draftId);
  const bySlug = async <C extends 'posts' | 'services' | 'projects'>(collection: C, slug: string) =>
    (await liveItems(db, collection)).find((item) => item.slug === slug);
  return {
    /** Every live post, newest first (numbered 01, 02, … in that order). */
    posts: () => liveItems(db, 'posts'),
    post: (slug: string) => bySlug('posts', slug),
    recentPosts: async (n: number) => (await liveItems(db, 'posts')).slice(0, Math.max(0, n)),
    services: () => liveItems(db, 'services'),
    service: (slug: string) => bySlug('services', slug),
    projects: () => liveItems(db, 'projects'),
    project: (slug: string) => bySlug('projects', slug),
    /** The projects of a gallery filter; 'all' is every project. */
    projectsByCategory: async (category: ProjectCategory | 'all') => {
      const projects = await liveItems(db, 'projects');
      return category === 'all' ? projects : projects.filter((p) => p.category === category);
    },
    team: () => liveItems(db, 'team'),
    teamByCategory: async (category: TeamCategory) =>
      (await liveItems(db, 'team')).filter((member) => member.category === category),
    testimonials: () => liveItems(db, 'testimonials'),
    /** The slugs of the live items of a collection, in display order. */
    slugs: async (collection: MarkdownCollection) =>
      (await liveItems(db, collection)).map((item) =>
        'slug' in item ? item.slug : (item as Testimonial).id,
      ),
    /** When each live post, service and project was last published (`YYYY-MM-DD`). */
    publishedDates: async () => {
      const rows = await db
        .selectFrom('content_items')
        .select(['collection', 'slug', 'published_at'])
        .where('collection', 'in', ['posts', 'services', 'projects'])
        .where('live_version', 'is not', null)
        .execute();
      return rows.flatMap((row) =>
        row.published_at
          ? [{ collection: row.collection, slug: row.slug, date: row.published_at.slice(0, 10) }]
          : [],
      );
    },
    /** A settings document (faqs, plans, process, stats, …) as the pages use it. */
    document: <N extends keyof Documents>(name: N) => liveDocument(db, name),
    /**
     * The current slug for an old address of a live item (a 301 target), or undefined. A slug
     * changed twice still leads to the item.
     */
    redirect: async (collection: MarkdownCollection, oldSlug: string) => {
      const row = await db
        .selectFrom('content_redirects')
        .innerJoin('content_items', 'content_items.id', 'content_redirects.item_id')
        .select('content_items.slug')
        .where('content_redirects.collection', '=', collection)
        .where('content_redirects.old_slug', '=', oldSlug)
        .where('content_items.live_version', 'is not', null)
        .executeTakeFirst();
      return row?.slug;
    },
  };
}

export type PublishedReads = ReturnType<typeof createPublishedReads>;

/** What each settings document gives the pages (the exports of app/content/<name>.ts). */
export interface Documents {
  pages: { pageIntros: PageIntros };
  contact: { contactDetails: ContactDetails };
  faqs: { faqs: Faq[]; homeFaqs: Faq[]; serviceFaqs: Faq[] };
  plans: { plans: Plan[] };
  process: { processSteps: ProcessStep[] };
  stats: {
    reviewsBadge: Badge | null;
    counters: Counter[];
    projectsCompleted: Counter | null;
    consultingCounter: Counter | null;
    skills: Skill[];
    experience: ExperienceClaim | null;
  };
  certifications: { certifications: Certification[] };
  timeline: { timeline: TimelineEntry[] };
  awards: { awards: Award[] };
  partners: { partners: Partner[] };
  privacy: { privacyNotice: PrivacyNotice };
}

/**
 * The live version of a settings document, typed as the pages use it, or undefined; with
 * `draftId` naming it, its working copy (a preview).
 */
export async function liveDocumentOf<N extends keyof Documents>(
  db: Kysely<Database>,
  name: N,
  draftId?: number,
): Promise<Documents[N] | undefined> {
  const row = await db
    .selectFrom('content_items')
    .select(['id', 'live_fields', 'fields'])
    .where('collection', '=', SETTINGS)
    .where('slug', '=', name)
    .executeTakeFirst();
  const fields = row && row.id === draftId ? row.fields : row?.live_fields;
  if (!fields) return undefined;
  const schema = schemaOf(SETTINGS, name) as v.GenericSchema;
  const data = v.parse(schema, fillPlaceholdersDeep(parseFields(fields), KEEP_UNKNOWN));
  const media = await mediaIndexWithVariants(db);
  const document = documents[name];
  if (!document) return undefined;
  return document.build(data as Record<string, unknown>, (image) =>
    pictureOf(media, image.src, image.alt),
  ) as unknown as Documents[N];
}

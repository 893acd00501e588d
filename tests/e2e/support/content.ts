/**
 * What the e2e tests expect, derived from the brand file, the site facts and the build, so a
 * rebrand or a new service, post, project or team member leaves them green. Only
 * tests/e2e/spec-conformance.spec.ts holds the sample company's fixed facts.
 *
 * Playwright cannot load modules that import artwork, so the collections are read from the
 * built search index (build/client/search-index.json), which the build makes from the content.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { serviceFaqs } from '../../../app/content/faqs';
import { buildDir } from './routes';

// Plain data: app/brand.ts imports nothing and site.ts only the brand (and types).
export { brand } from '../../../app/brand';
/** The seed's contact details: what a fresh database publishes until the office edits them. */
export { contactDetails as seedContact } from '../../../app/content/contact';
export { site } from '../../../app/content/site';
export { postSlugs, projectSlugs, serviceSlugs } from './routes';

/** A kind of document in the search index. */
type Kind = 'services' | 'projects' | 'posts' | 'people';

interface IndexedItem {
  kind: string;
  title: string;
  url: string;
}

let cache: IndexedItem[] | undefined;

/** Every item of one kind the build indexed, in content order. */
export function builtItems(kind: Kind): IndexedItem[] {
  if (!cache) {
    const index = JSON.parse(readFileSync(join(buildDir, 'search-index.json'), 'utf8')) as {
      storedFields: Record<string, IndexedItem>;
    };
    cache = Object.entries(index.storedFields)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  return cache.filter((item) => item.kind === kind);
}

/** How many team members the content has (/team-two lists them all). */
export const teamSize = () => builtItems('people').length;

/** The title of the post with this slug, as the content gives it. */
export function postTitle(slug: string): string {
  const title = builtItems('posts').find((item) => item.url === `/blog/${slug}`)?.title;
  if (!title) throw new Error(`post ${slug} is not in the built search index`);
  return title;
}

/** How many items each page of a listing shows: `[4, 2]` for 6 items at 4 a page. */
export function pageCounts(total: number, pageSize: number): number[] {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return Array.from({ length: pages }, (_, i) => Math.min(pageSize, total - i * pageSize));
}

/** How many cards a Load More grid shows after each click: 4, 6, 8 for 8 items from 4 by 2. */
export function loadMoreCounts(total: number, initial: number, step: number): number[] {
  const counts = [Math.min(initial, total)];
  while ((counts.at(-1) ?? total) < total)
    counts.push(Math.min((counts.at(-1) ?? 0) + step, total));
  return counts;
}

/** content/services, where each service's Markdown file is. */
const servicesDir = new URL('../../../content/services/', import.meta.url);

/**
 * The questions a service's page answers: the `faq` of its Markdown file, else the shared ones
 * (app/content/faqs.ts), as the service page chooses them.
 */
export function serviceFaqQuestions(slug: string): string[] {
  const source = readFileSync(new URL(`${slug}.md`, servicesDir), 'utf8');
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const own = (parse(frontMatter) as { faq?: { question: string }[] } | null)?.faq;
  return (own ?? serviceFaqs).map((faq) => faq.question);
}

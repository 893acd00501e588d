/**
 * The `pages` settings document (content/settings/pages.yml): each public page's introduction
 * as the office writes it: the short line above its title, the title, the lead under it and the
 * description search results and shared links show. The page banners (the h1, the spec's page
 * names) stay in the route files. A page that lists things fills {count} with how many
 * (app/lib/intro-placeholders.ts); an unknown {placeholder} is refused with its name.
 */
import * as v from 'valibot';
import { type IntroPlaceholder, placeholderProblem } from '../../lib/intro-placeholders.ts';
import { text } from './fields.ts';

type IntroField = 'eyebrow' | 'title' | 'lead' | 'description';

interface IntroPage<F extends IntroField> {
  /** The page's name and address, as the editor shows them. */
  label: string;
  fields: readonly F[];
  /** What {count} counts on this page ("services"); no {count} without it. */
  counts?: string;
  /** Whether the page fills {columns} (the portfolio grids). */
  hasColumns?: boolean;
  /** Words the page adds after a field ("Page 1 of 2."). */
  adds?: Partial<Record<IntroField, string>>;
}

const FIELD_LABELS: Record<IntroField, string> = {
  eyebrow: 'Line above the title',
  title: 'Title',
  lead: 'Introduction',
  description: 'Description for search results',
};
const FIELD_HINTS: Record<IntroField, string> = {
  eyebrow: 'a few words above the title',
  title: 'the title under the page banner (the banner keeps the page’s name)',
  lead: 'a sentence or two under the title',
  description: 'one or two sentences that search results and shared links show for the page',
};

/** The help text of a field: what it is, then the placeholders its page fills. */
function hintOf(field: IntroField, page: IntroPage<IntroField>) {
  const notes: string[] = [];
  const withPlaceholders = field === 'lead' || field === 'description';
  if (field === 'lead' && page.counts) {
    notes.push(
      `write {count} where the number of ${page.counts} goes: it is filled in words, with a capital at the start of a sentence (“{count} teams” reads “Six teams”); {team|teams} picks the word that agrees with it`,
    );
  }
  if (field === 'description' && page.counts) notes.push('{count} works here too');
  if (withPlaceholders && page.hasColumns) notes.push('{columns} is the grid’s column count');
  const added = page.adds?.[field];
  if (added) notes.push(`the page adds “${added}” after it`);
  return [FIELD_HINTS[field], ...notes].join('; ');
}

function introField(field: IntroField, page: IntroPage<IntroField>) {
  const known: IntroPlaceholder[] = [];
  if (page.counts) known.push('count');
  if (page.hasColumns) known.push('columns');
  const withPlaceholders = field === 'lead' || field === 'description';
  return v.pipe(
    text(hintOf(field, page)),
    v.check(
      (value: string) => placeholderProblem(value, known) === undefined,
      (issue) => placeholderProblem(String(issue.input), known) ?? 'placeholders this page fills',
    ),
    v.title(FIELD_LABELS[field]),
    // What the editor's placeholder chips say each becomes (form/placeholder-words.ts).
    v.metadata({
      placeholders: withPlaceholders
        ? { ...(page.counts ? { count: page.counts } : {}), hasColumns: page.hasColumns === true }
        : {},
    }),
  );
}

/** One page's introduction: its fields, in the order the page shows them. */
function introPage<F extends IntroField>(page: IntroPage<F>) {
  const entries = Object.fromEntries(
    page.fields.map((field) => [field, introField(field, page as IntroPage<IntroField>)]),
  ) as { [K in F]: ReturnType<typeof introField> };
  return v.pipe(v.strictObject(entries), v.title(page.label));
}

const ALL = ['eyebrow', 'title', 'lead', 'description'] as const;
/** What a form page's loader adds after its lead: the * of the required fields explained. */
export const REQUIRED_NOTE = 'Fields marked * are required.';
const PAGED = 'Page 1 of 2.';

/** One entry per page, in the order of the site's menu. */
export const pageIntrosSchema = v.strictObject({
  aboutUs: introPage({ label: 'About us (/about-us)', fields: ALL }),
  history: introPage({ label: 'Company history (/history)', fields: ALL, counts: 'milestones' }),
  services: introPage({ label: 'Services (/services)', fields: ALL, counts: 'services' }),
  portfolio: introPage({
    label: 'Portfolio grids (/portfolio/2-columns, 3- and 4-)',
    fields: ALL,
    counts: 'projects',
    hasColumns: true,
  }),
  gallery: introPage({
    label: 'Gallery (/gallery)',
    fields: ALL,
    counts: 'projects shown (at most six)',
  }),
  team: introPage({ label: 'Team (/team)', fields: ALL, counts: 'people shown (at most six)' }),
  teamTwo: introPage({ label: 'Team 02 (/team-two)', fields: ALL, counts: 'people on the team' }),
  teamThree: introPage({
    label: 'Team 03 (/team-three)',
    fields: ALL,
    counts: 'people shown (at most six)',
  }),
  testimonials: introPage({
    label: 'Testimonials (/testimonial)',
    fields: ALL,
    counts: 'testimonials',
  }),
  pricingPlans: introPage({
    label: 'Pricing plans (/pricing-plans, and the pricing section of Home 03)',
    fields: ALL,
    counts: 'plans',
  }),
  faq: introPage({ label: 'FAQ (/faq)', fields: ALL, counts: 'questions' }),
  blog: introPage({
    label: 'Blog (/blog)',
    fields: ALL,
    counts: 'posts',
    adds: { lead: PAGED, description: PAGED },
  }),
  blogStandard: introPage({
    label: 'Blog standard (/blog-standard)',
    fields: ['description'],
    counts: 'posts',
    adds: { description: PAGED },
  }),
  contactUs: introPage({
    label: 'Contact us (/contact-us; the form’s title “Send Message” stays)',
    fields: ['eyebrow', 'lead', 'description'],
    adds: { lead: REQUIRED_NOTE },
  }),
  requestQuote: introPage({
    label: 'Request a quote (/request-quote)',
    fields: ALL,
    adds: { lead: REQUIRED_NOTE },
  }),
  newsletter: introPage({ label: 'Newsletter (/newsletter)', fields: ['lead', 'description'] }),
  search: introPage({ label: 'Search (/search)', fields: ['description'] }),
});

/** Each page's introduction, as checked (and as the pages get it, placeholders filled). */
export type PageIntros = v.InferOutput<typeof pageIntrosSchema>;
export type IntroPageKey = keyof PageIntros;

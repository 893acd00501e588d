/**
 * The site's other copy the office edits, one document each (content/settings/<name>.yml):
 * page introductions, questions and answers, plans, process steps, counters, certifications,
 * history, awards and partners. One definition, read by the build's content step, the store and the editor.
 */
import * as v from 'valibot';
import { contactSchema } from './contact.ts';
import { image, text } from './fields.ts';
import { pageIntrosSchema } from './page-intros.ts';
import { privacySchema } from './privacy.ts';

const whole = (what: string) => v.pipe(v.number(what), v.integer(what));
const year = v.pipe(whole('a year, e.g. 2017'), v.minValue(1800, 'a year, e.g. 2017'));
/** A stable id (the anchor of an FAQ entry, a certification's key). */
const id = v.pipe(
  v.string('an id of lower-case words joined by hyphens'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id of lower-case words joined by hyphens'),
);
const listOf = <T extends v.GenericSchema>(item: T, what: string) =>
  v.pipe(v.array(item, `a list of ${what}`), v.minLength(1, `at least one of ${what}`));

const faqEntry = v.strictObject({
  id,
  question: text('the question'),
  answer: text('the answer'),
});
const counter = v.strictObject({
  value: v.pipe(whole('the number shown'), v.minValue(0, 'the number shown, 0 or more')),
  suffix: v.string('the text after the number, e.g. "+" or "k"'),
  label: text('what is counted'),
});

export const documentSchemas = {
  /** Each page's introduction (page-intros.ts). */
  pages: pageIntrosSchema,
  /** The company's contact details (./contact.ts). */
  contact: contactSchema,
  faqs: v.strictObject({
    page: listOf(faqEntry, '{ id, question, answer } for the FAQ page'),
    home: listOf(faqEntry, '{ id, question, answer } for the home page'),
    services: listOf(faqEntry, '{ id, question, answer } for service pages without their own'),
  }),
  plans: v.strictObject({
    plans: listOf(
      v.strictObject({
        name: text('the plan name'),
        tagline: text('a one-line tagline'),
        monthlyPrice: v.pipe(whole('the price per month in dollars'), v.minValue(0)),
        features: v.pipe(
          v.array(text('a feature line'), 'five feature lines'),
          v.length(5, 'exactly five feature lines (the first is the storage line)'),
        ),
        isFeatured: v.optional(v.boolean('true or false')),
      }),
      'plans, cheapest first',
    ),
  }),
  process: v.strictObject({
    steps: listOf(
      v.strictObject({ title: text('the step name'), description: text('what happens') }),
      'steps, in order',
    ),
  }),
  /**
   * Every figure and claim the public pages show (issue 32): each can be changed, and each can be
   * hidden (an optional group left empty, an empty list), which removes its badge or band.
   */
  stats: v.strictObject({
    /** The home banner's badge ("25K+ Client reviews"). */
    reviewsBadge: v.optional(
      v.pipe(
        v.strictObject({
          value: text('the figure as shown, e.g. 25K+'),
          label: text('what the figure counts'),
        }),
        v.title('Banner badge (home 01)'),
      ),
    ),
    counters: v.array(counter, 'a list of counters'),
    projectsCompleted: v.optional(v.pipe(counter, v.title('Headline figure (home 01)'))),
    consultingCounter: v.optional(v.pipe(counter, v.title('Consulting figure (home 04)'))),
    skills: v.array(
      v.strictObject({
        label: text('the skill'),
        percent: v.pipe(whole('a percentage'), v.minValue(0), v.maxValue(100, 'at most 100')),
      }),
      'a list of skills',
    ),
    /** Home-one's years of experience (counted from the founding year) and its promises. */
    experience: v.optional(
      v.pipe(
        v.strictObject({
          label: text('the words under the years, e.g. years of building'),
          points: v.array(text('a promise'), 'a list of promises'),
        }),
        v.title('Experience badge (home 01)'),
      ),
    ),
  }),
  // Claims too: an empty list hides the section (issue 32).
  certifications: v.strictObject({
    certifications: v.array(
      v.strictObject({
        id,
        title: text('the certificate'),
        issuer: text('who issued it'),
        text: text('what it means for clients'),
      }),
      'a list of { id, title, issuer, text }',
    ),
  }),
  timeline: v.strictObject({
    entries: listOf(
      v.strictObject({
        year,
        title: text('the headline'),
        description: text('what happened'),
        image,
      }),
      '{ year, title, description, image }, oldest first',
    ),
  }),
  awards: v.strictObject({
    awards: v.array(
      v.strictObject({
        title: text('the award'),
        location: text('where it was given'),
        year,
        image,
      }),
      'a list of { title, location, year, image }, most recent first',
    ),
  }),
  partners: v.strictObject({
    partners: listOf(
      v.strictObject({ name: text('the company name'), logo: image }),
      '{ name, logo }',
    ),
  }),
  /** The privacy notice at /privacy (./privacy.ts), seeded as a draft. */
  privacy: privacySchema,
};

/**
 * Documents the seed brings as drafts: imported unpublished, never overwritten by a later
 * import, exported as their working copy until published.
 */
export const DRAFT_DOCUMENTS: ReadonlySet<string> = new Set(['privacy']);

export type DocumentName = keyof typeof documentSchemas;
export const DOCUMENT_NAMES = Object.keys(documentSchemas) as DocumentName[];
export const isDocumentName = (name: string): name is DocumentName => name in documentSchemas;

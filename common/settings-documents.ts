// Each document of content/settings/ (checked data) → the values the site imports from
// app/content/<name>.ts, with the types they satisfy. Shared by the content step (which writes
// them as modules) and the server's content store (which returns them typed).
import type { InferOutput } from 'valibot';
import type { documentSchemas } from '../app/content/schemas/documents.ts';

/** A picture as content files name it; the caller turns it into the site's picture. */
export interface PictureRef {
  src: string;
  alt: string;
}

type Checked<N extends keyof typeof documentSchemas> = InferOutput<(typeof documentSchemas)[N]>;

/** One settings document: its exports' type names, and how checked data becomes them. */
export interface SettingsDocument<D = Record<string, unknown>> {
  /** export name → the type it satisfies (a type of app/content/types). */
  types: Readonly<Record<string, string>>;
  /** Checked data → export name → value; `image` turns a { src, alt } into the site's picture. */
  build<I>(data: D, image: (picture: PictureRef) => I): Record<string, unknown>;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The documents by name (the names of app/content/schemas/documents.ts). */
const byName = {
  pages: {
    types: { pageIntros: 'PageIntros' },
    build: (data) => ({ pageIntros: data }),
  },
  contact: {
    types: { contactDetails: 'ContactDetails' },
    build: (data) => ({ contactDetails: data }),
  },
  faqs: {
    types: { faqs: 'readonly Faq[]', homeFaqs: 'readonly Faq[]', serviceFaqs: 'readonly Faq[]' },
    build: (data) => ({ faqs: data.page, homeFaqs: data.home, serviceFaqs: data.services }),
  },
  plans: {
    types: { plans: 'readonly Plan[]' },
    build: (data) => ({ plans: data.plans }),
  },
  process: {
    types: { processSteps: 'readonly ProcessStep[]' },
    build: (data) => ({
      processSteps: data.steps.map((step, index) => ({ number: pad2(index + 1), ...step })),
    }),
  },
  stats: {
    // A figure the office hid is null: the page leaves its badge or band out.
    types: {
      reviewsBadge: 'Badge | null',
      counters: 'readonly Counter[]',
      projectsCompleted: 'Counter | null',
      consultingCounter: 'Counter | null',
      skills: 'readonly Skill[]',
      experience: 'ExperienceClaim | null',
    },
    build: (data) => ({
      reviewsBadge: data.reviewsBadge ?? null,
      counters: data.counters,
      projectsCompleted: data.projectsCompleted ?? null,
      consultingCounter: data.consultingCounter ?? null,
      skills: data.skills,
      experience: data.experience ?? null,
    }),
  },
  certifications: {
    types: { certifications: 'readonly Certification[]' },
    build: (data) => ({ certifications: data.certifications }),
  },
  timeline: {
    types: { timeline: 'readonly TimelineEntry[]' },
    build: (data, image) => ({
      timeline: data.entries.map((entry) => ({ ...entry, image: image(entry.image) })),
    }),
  },
  awards: {
    types: { awards: 'readonly Award[]' },
    build: (data, image) => ({
      awards: data.awards.map((award) => ({ ...award, image: image(award.image) })),
    }),
  },
  privacy: {
    types: { privacyNotice: 'PrivacyNotice' },
    build: (data) => ({ privacyNotice: data }),
  },
  partners: {
    types: { partners: 'readonly Partner[]' },
    build: (data, image) => ({
      partners: data.partners.map((partner) => ({ name: partner.name, logo: image(partner.logo) })),
    }),
  },
} satisfies { [N in keyof typeof documentSchemas]: SettingsDocument<Checked<N>> };

/**
 * name → { types, build }. Callers hand `build` data their schema has checked (each entry's own
 * type is `SettingsDocument<Checked<name>>`; by a name known only at run time it takes a record).
 */
export const documents: Readonly<Record<string, SettingsDocument>> = byName as Record<
  keyof typeof byName,
  SettingsDocument
>;

const isPictureRef = (value: object): value is PictureRef =>
  typeof (value as Partial<Record<keyof PictureRef, unknown>>).src === 'string' &&
  typeof (value as Partial<Record<keyof PictureRef, unknown>>).alt === 'string';

/**
 * Every { src, alt } picture in checked data, in document order: the objects themselves, so a
 * caller can key what it resolves for each by the same object that `build` hands to `image`.
 */
export function picturesIn(value: unknown, found: PictureRef[] = []): PictureRef[] {
  if (Array.isArray(value)) for (const item of value) picturesIn(item, found);
  else if (value && typeof value === 'object') {
    if (isPictureRef(value)) found.push(value);
    else for (const item of Object.values(value)) picturesIn(item, found);
  }
  return found;
}

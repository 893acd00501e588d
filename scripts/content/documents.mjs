// Each document of content/settings/ (checked data) → the values the site imports from
// app/content/<name>.ts, with the types they satisfy. Shared by the content step (which writes
// them as modules) and the server's content store (which returns them typed).

const pad2 = (n) => String(n).padStart(2, '0');

/**
 * name → { types: export → its type, build(data, image) → export → value }. `image` turns a
 * checked { src, alt } into the site's picture.
 */
export const documents = {
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
    types: {
      counters: 'readonly Counter[]',
      projectsCompleted: 'Counter',
      consultingCounter: 'Counter',
      skills: 'readonly Skill[]',
    },
    build: (data) => ({
      counters: data.counters,
      projectsCompleted: data.projectsCompleted,
      consultingCounter: data.consultingCounter,
      skills: data.skills,
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
};

/** Every { src, alt } picture in checked data, in document order. */
export function picturesIn(value, found = []) {
  if (Array.isArray(value)) for (const item of value) picturesIn(item, found);
  else if (value && typeof value === 'object') {
    if (typeof value.src === 'string' && typeof value.alt === 'string') found.push(value);
    else for (const item of Object.values(value)) picturesIn(item, found);
  }
  return found;
}

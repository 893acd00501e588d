/**
 * SPEC CONFORMANCE: this is the one test a content change to the sample company is expected to
 * break; update it (or delete the facts that no longer apply) when the company changes its content.
 *
 * The specification describes one sample company. This file is part of the suite while
 * app/brand.ts names that company; once the site is rebranded its facts describe someone else,
 * and the test configs leave it out (tests/spec-sample.ts).
 *
 * It holds what the specification fixes for the sample company (six services, eight projects,
 * six posts, the years, the titles, the menu) and the sample company's own facts (its name,
 * offices and hours). Every other test reads its expectations from app/content and
 * app/brand.ts, so it stays green when the company changes. The e2e counterpart is
 * tests/e2e/spec-conformance.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { SPEC_SAMPLE_NAME } from '../../tests/spec-sample';
import { brand } from '../brand';
import { contactDetails as seedContact } from './contact';
import { hoursText } from './contact-view';
import {
  awards,
  consultingCounter,
  counters,
  faqs,
  heroSlides,
  homeFaqs,
  plans,
  posts,
  processSteps,
  projects,
  projectsCompleted,
  reviewsBadge,
  serviceFaqs,
  services,
  site,
  skills,
  team,
  testimonials,
  timeline,
} from './index';
import { footerQuickLinks, footerSupportLinks, mainMenu } from './navigation';
import type { Block } from './types';

/** One fixed fact: what it is (the test's name), the value the content has, the spec's value. */
type Fact = readonly [fact: string, actual: unknown, expected: unknown];

const count = (what: string, actual: readonly unknown[], expected: number): Fact => [
  `${expected} ${what}`,
  actual.length,
  expected,
];

const spec: readonly Fact[] = [
  count('services (SPEC 3)', services, 6),
  [
    'the six service slugs, in order (SPEC 3)',
    services.map((s) => s.slug),
    [
      'flooring-installation',
      'building-architecture',
      'interior-design',
      'house-renovation',
      'foundation-repair',
      'construction-planning',
    ],
  ],
  count('projects (SPEC 3)', projects, 8),
  [
    'the eight projects with their sector and category, in order (SPEC 3)',
    projects.map((p) => [p.slug, p.sector, p.category]),
    [
      ['community-center', 'Public Spaces', 'marketing'],
      ['healthcare-facility', 'Healthcare', 'corporate'],
      ['seaside-resort-expansion', 'Hospitality', 'business'],
      ['urban-mall-development', 'Retail', 'marketing'],
      ['modern-architecture', 'Modern', 'corporate'],
      ['industrial-warehouse', 'Industrial', 'business'],
      ['luxury-home-renovation', 'Residential', 'corporate'],
      ['historic-restoration', 'Renovation', 'business'],
    ],
  ],
  count('blog posts (SPEC 3)', posts, 6),
  [
    'the six post slugs, newest first (SPEC 3)',
    posts.map((p) => p.slug),
    [
      'key-steps-to-ensure-a-smooth-building-process',
      'how-weather-can-impact-a-construction-project',
      'how-to-choose-the-perfect-construction-company',
      'top-mistakes-to-avoid-during-home-renovation',
      'how-to-maximize-space-in-your-commercial-building',
      'the-future-of-smart-homes-in-construction',
    ],
  ],
  count('testimonials (SPEC 3)', testimonials, 5),
  count('team members (the sample team)', team, 8),
  [
    'team roles covering the six categories (SPEC 3)',
    [...new Set(team.map((m) => m.category))].sort(),
    ['designer', 'engineer', 'founder', 'inspector', 'manager', 'writer'],
  ],
  count('FAQ page questions (SPEC 2)', faqs, 5),
  count('home FAQ questions (SPEC 2)', homeFaqs, 3),
  count('service FAQ questions (SPEC 2)', serviceFaqs, 3),
  [
    'plans at $89, $129 and $159 with their storage line (SPEC 9)',
    plans.map((p) => [p.name, p.monthlyPrice, p.features[0], p.features.length]),
    [
      ['Basic', 89, '5 GB storage', 5],
      ['Standard', 129, '50 GB storage', 5],
      ['Premium', 159, 'Unlimited storage', 5],
    ],
  ],
  ['award years (SPEC 9)', awards.map((a) => a.year), [2017, 2005, 1990, 1968]],
  [
    'the five timeline entries (SPEC 2)',
    timeline.map((t) => [t.year, t.title]),
    [
      [2010, 'Start Company'],
      [2014, 'Opening Office'],
      [2018, 'Project Management'],
      [2021, 'Open Research Team'],
      [2024, 'Winning Award'],
    ],
  ],
  [
    'counters (SPEC 3 and 9)',
    counters.map((c) => [c.value, c.suffix, c.label]),
    [
      [678, '+', 'Complete Projects'],
      [120, '+', 'Team Members'],
      [635, '+', 'Client Reviews'],
      [89, '+', 'Winning Awards'],
    ],
  ],
  [
    '156k projects completed (SPEC 9)',
    [projectsCompleted?.value, projectsCompleted?.suffix],
    [156, 'k'],
  ],
  [
    'the home-four counter 29+ (SPEC 9)',
    [consultingCounter?.value, consultingCounter?.suffix],
    [29, '+'],
  ],
  [
    'skill bars (SPEC 3)',
    skills.map((s) => [s.label, s.percent]),
    [
      ['Building Construction', 89],
      ['Interiors Design', 70],
    ],
  ],
  [
    'the four process steps (SPEC 2)',
    processSteps.map((s) => s.title),
    ['Initial Consultation', 'Work Planning', 'Execution Phase', 'Final Review'],
  ],
  [
    'the three hero slides (SPEC 2)',
    heroSlides.map((s) => s.title),
    ['Delivering Quality Projects', 'Building with Integrity', 'Shaping Modern Spaces'],
  ],
  ['the home page title (SPEC 1)', site.homeTitle, 'Construction Company'],
  ['the review claim (SPEC 9)', reviewsBadge?.value, '25K+'],
  ['the post author label (SPEC 2)', site.postAuthor, 'Admin'],
  ['founded in 1989 (SPEC 9)', site.foundedYear, 1989],
  [
    'head and branch offices (SPEC 2)',
    seedContact.offices.map((o) => o.label),
    ['Head office', 'Branch office'],
  ],
  [
    'four social networks (SPEC 2)',
    seedContact.socials.map((s) => s.icon),
    ['facebook', 'instagram', 'linkedin', 'youtube'],
  ],
  [
    'the main menu: Home, Pages, Portfolio, Blog submenus and Contact (SPEC 2)',
    mainMenu.map((item) => [item.label, 'children' in item ? item.children.length : 0]),
    [
      ['Home', 4],
      ['Pages', 10],
      ['Portfolio', 4],
      ['Blog', 3],
      ['Contact', 0],
    ],
  ],
  [
    'the footer quick and support links (SPEC 2)',
    [...footerQuickLinks, ...footerSupportLinks].map((l) => [l.label, l.to]),
    [
      ['About Us', '/about-us'],
      ['Blog', '/blog'],
      ['Testimonials', '/testimonial'],
      ['Contact Us', '/contact-us'],
      ['Term & Conditions', '/contact-us'],
      ['Privacy policy', '/contact-us'],
    ],
  ],
];

/** The sample company itself: not in the spec, but what the sample content is written for. */
const sampleCompany: readonly Fact[] = [
  ['the company name', brand.name, SPEC_SAMPLE_NAME],
  ['the short name', brand.shortName, 'Corbel'],
  ['the page-title suffix', site.titleSuffix, ' | Corbel Construction'],
  ['the logo words', brand.logo, { word: 'Corbel', sub: 'Construction' }],
  ['the site address', brand.origin, 'https://www.corbel-construction.com'],
  ['the head office town', seedContact.offices[0]?.locality, 'Portland'],
  ['office hours Mon–Fri 8:00–18:00', hoursText(seedContact.hours), 'Mon–Fri 8:00–18:00'],
  [
    'the default site options',
    brand.options,
    { home: 'home-one', showOtherHomeLayouts: true, showDemoPages: true },
  ],
];

describe('spec conformance: what the SPEC fixes (update when the company changes its content)', () => {
  it.each(spec)('%s', (fact, actual, expected) => {
    expect(actual, `SPEC fact "${fact}" no longer holds`).toEqual(expected);
  });
});

/**
 * How the sample content is written: bodies that show each kind of block, a picture of its own
 * for every item. Not rules for other content: the build accepts a one-paragraph post or a photo
 * used twice, and the rest of the suite tests behaviour that follows from whatever the content is.
 */
const sampleShape: readonly Fact[] = [
  [
    'every picture belongs to one item',
    [
      ...services.map((s) => s.image),
      ...projects.map((p) => p.image),
      ...posts.map((p) => p.image),
      ...testimonials.map((t) => t.avatar),
      ...team.map((m) => m.image),
      ...awards.map((a) => a.image),
      ...timeline.map((t) => t.image),
      ...heroSlides.map((s) => s.image),
    ].every((image, index, all) => all.findIndex((other) => other.src === image.src) === index),
    true,
  ],
  [
    'each service body has a heading and 3+ blocks, its checklist 4 to 6 lines',
    services.map(
      (s) =>
        s.body.some((b: Block) => b.type === 'heading') &&
        s.body.length >= 3 &&
        s.checklist.length >= 4 &&
        s.checklist.length <= 6,
    ),
    services.map(() => true),
  ],
  [
    'each post body has 5 to 8 blocks with a heading and a list',
    posts.map(
      (p) =>
        p.body.length >= 5 &&
        p.body.length <= 8 &&
        p.body.some((b: Block) => b.type === 'heading') &&
        p.body.some((b: Block) => b.type === 'list'),
    ),
    posts.map(() => true),
  ],
];

describe('spec conformance: the sample content’s shape (update when the company changes its content)', () => {
  it.each(sampleShape)('%s', (fact, actual, expected) => {
    expect(actual, `sample-content fact "${fact}" no longer holds`).toEqual(expected);
  });
});

describe('spec conformance: the sample company (update when the company rebrands)', () => {
  it.each(sampleCompany)('%s', (fact, actual, expected) => {
    expect(actual, `sample-company fact "${fact}" no longer holds`).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ICONS } from '../share/manifest';
import {
  awards,
  certifications,
  consultingCounter,
  counters,
  faqs,
  getPostBySlug,
  getProjectBySlug,
  getServiceBySlug,
  heroSlides,
  homeFaqs,
  partners,
  plans,
  posts,
  processSteps,
  projects,
  projectsByCategory,
  projectsCompleted,
  recentPosts,
  serviceFaqs,
  services,
  site,
  siteArt,
  siteProfile,
  skills,
  team,
  testimonials,
  timeline,
} from './index';
import { postSlugs, projectSlugs, serviceSlugs } from './slugs';
import type { Block, Image } from './types';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function expectUniqueKebab(slugs: readonly string[]) {
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(kebab);
}

/** Every image in the content, labelled by where it lives. */
const images: [string, Image][] = [
  ...services.map((s): [string, Image] => [`service ${s.slug}`, s.image]),
  ...projects.map((p): [string, Image] => [`project ${p.slug}`, p.image]),
  ...posts.map((p): [string, Image] => [`post ${p.slug}`, p.image]),
  ...testimonials.map((t): [string, Image] => [`testimonial ${t.id}`, t.avatar]),
  ...team.map((m): [string, Image] => [`team ${m.slug}`, m.image]),
  ...awards.map((a): [string, Image] => [`award ${a.year}`, a.image]),
  ...timeline.map((t): [string, Image] => [`timeline ${t.year}`, t.image]),
  ...partners.map((p): [string, Image] => [`partner ${p.name}`, p.logo]),
  ...Object.entries(siteArt).map(([k, v]): [string, Image] => [`site ${k}`, v]),
  ...heroSlides.map((s): [string, Image] => [`slide ${s.title}`, s.image]),
];

describe('collections', () => {
  it('have the sizes the spec fixes', () => {
    expect(services).toHaveLength(6);
    expect(projects).toHaveLength(8);
    expect(posts).toHaveLength(6);
    expect(testimonials).toHaveLength(5);
    expect(plans).toHaveLength(3);
    expect(awards).toHaveLength(4);
    expect(timeline).toHaveLength(5);
    expect(faqs).toHaveLength(5);
    expect(homeFaqs).toHaveLength(3);
    expect(serviceFaqs).toHaveLength(3);
    expect(processSteps).toHaveLength(4);
    expect(heroSlides).toHaveLength(3);
    expect(partners.length).toBeGreaterThanOrEqual(6);
    expect(certifications.length).toBeGreaterThanOrEqual(3);
  });

  it('list slugs that are unique, kebab-case and match the slug module in order', () => {
    expectUniqueKebab(services.map((s) => s.slug));
    expectUniqueKebab(projects.map((p) => p.slug));
    expectUniqueKebab(posts.map((p) => p.slug));
    expectUniqueKebab(team.map((m) => m.slug));
    expectUniqueKebab(testimonials.map((t) => t.id));
    expectUniqueKebab([...faqs, ...homeFaqs, ...serviceFaqs].map((f) => f.id));
    expect(services.map((s) => s.slug)).toEqual([...serviceSlugs]);
    expect(projects.map((p) => p.slug)).toEqual([...projectSlugs]);
    expect(posts.map((p) => p.slug)).toEqual([...postSlugs]);
  });
});

describe('images', () => {
  it('all have alt text and a positive intrinsic size', () => {
    expect(images.length).toBeGreaterThan(50);
    for (const [where, image] of images) {
      expect(image.alt.trim(), where).not.toBe('');
      expect(image.src, where).toBeTruthy();
      expect(image.width, where).toBeGreaterThan(0);
      expect(image.height, where).toBeGreaterThan(0);
    }
  });

  it('are never shared between two entities', () => {
    const srcs = images.map(([, image]) => image.src);
    expect(new Set(srcs).size).toBe(srcs.length);
  });
});

describe('services', () => {
  it('are numbered 01 to 06 and have a body with a heading and a checklist', () => {
    services.forEach((s, i) => {
      expect(s.number).toBe(String(i + 1).padStart(2, '0'));
      expect(s.body.some((b: Block) => b.type === 'heading')).toBe(true);
      expect(s.body.length).toBeGreaterThanOrEqual(3);
      expect(s.checklist.length).toBeGreaterThanOrEqual(4);
      expect(s.checklist.length).toBeLessThanOrEqual(6);
    });
  });
});

describe('projects', () => {
  it('carry the sector and category the spec assigns', () => {
    expect(projects.map((p) => [p.slug, p.sector, p.category])).toEqual([
      ['community-center', 'Public Spaces', 'marketing'],
      ['healthcare-facility', 'Healthcare', 'corporate'],
      ['seaside-resort-expansion', 'Hospitality', 'business'],
      ['urban-mall-development', 'Retail', 'marketing'],
      ['modern-architecture', 'Modern', 'corporate'],
      ['industrial-warehouse', 'Industrial', 'business'],
      ['luxury-home-renovation', 'Residential', 'corporate'],
      ['historic-restoration', 'Renovation', 'business'],
    ]);
  });

  it('filter by gallery category', () => {
    expect(projectsByCategory('all')).toHaveLength(8);
    const split = ['marketing', 'corporate', 'business'] as const;
    expect(split.reduce((n, c) => n + projectsByCategory(c).length, 0)).toBe(8);
    for (const c of split) expect(projectsByCategory(c).every((p) => p.category === c)).toBe(true);
  });
});

describe('posts', () => {
  it('each have a body with headings and a list, a valid day and a spec delay', () => {
    for (const p of posts) {
      expect(p.body.length).toBeGreaterThanOrEqual(5);
      expect(p.body.length).toBeLessThanOrEqual(8);
      expect(p.body.some((b: Block) => b.type === 'heading')).toBe(true);
      expect(p.body.some((b: Block) => b.type === 'list')).toBe(true);
      expect(p.day).toBeGreaterThanOrEqual(1);
      expect(p.day).toBeLessThanOrEqual(28);
      expect(p.comments).toBeGreaterThanOrEqual(0);
      expect([0.4, 0.6, 0.8, 1.2]).toContain(p.delay);
    }
  });

  it('each have a real publication date whose day is the day shown, newest first', () => {
    for (const p of posts) {
      expect(p.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${p.published}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10)).toBe(p.published);
      expect(date.getUTCDate()).toBe(p.day);
    }
    const dates = posts.map((p) => p.published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('are returned newest first by recentPosts', () => {
    expect(recentPosts(2).map((p) => p.slug)).toEqual(postSlugs.slice(0, 2));
    expect(recentPosts(3)).toHaveLength(3);
    expect(recentPosts(0)).toHaveLength(0);
  });
});

describe('lookups', () => {
  it('find every item by slug and return undefined for unknown slugs', () => {
    for (const slug of serviceSlugs) expect(getServiceBySlug(slug)?.slug).toBe(slug);
    for (const slug of projectSlugs) expect(getProjectBySlug(slug)?.slug).toBe(slug);
    for (const slug of postSlugs) expect(getPostBySlug(slug)?.slug).toBe(slug);
    expect(getServiceBySlug('nope')).toBeUndefined();
    expect(getProjectBySlug('nope')).toBeUndefined();
    expect(getPostBySlug('nope')).toBeUndefined();
  });
});

describe('team', () => {
  it('has at least 8 members covering every role category, each with 2 to 4 socials', () => {
    expect(team.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(team.map((m) => m.category));
    for (const c of ['founder', 'writer', 'manager', 'designer', 'inspector', 'engineer']) {
      expect(categories.has(c as never)).toBe(true);
    }
    for (const m of team) {
      expect(m.socials.length).toBeGreaterThanOrEqual(2);
      expect(m.socials.length).toBeLessThanOrEqual(4);
      for (const s of m.socials) expect(s.href).toMatch(/^https:\/\//);
    }
  });
});

describe('fixed numbers', () => {
  it('plans cost 89, 129 and 159 with the storage line first and five features', () => {
    expect(plans.map((p) => [p.name, p.monthlyPrice, p.features[0]])).toEqual([
      ['Basic', 89, '5 GB storage'],
      ['Standard', 129, '50 GB storage'],
      ['Premium', 159, 'Unlimited storage'],
    ]);
    for (const p of plans) expect(p.features).toHaveLength(5);
    expect(plans.filter((p) => 'isFeatured' in p && p.isFeatured).map((p) => p.name)).toEqual([
      'Standard',
    ]);
  });

  it('awards are from 2017, 2005, 1990 and 1968 in that order', () => {
    expect(awards.map((a) => a.year)).toEqual([2017, 2005, 1990, 1968]);
  });

  it('the timeline has the five spec entries', () => {
    expect(timeline.map((t) => [t.year, t.title])).toEqual([
      [2010, 'Start Company'],
      [2014, 'Opening Office'],
      [2018, 'Project Management'],
      [2021, 'Open Research Team'],
      [2024, 'Winning Award'],
    ]);
  });

  it('counters, skills and the process steps match the spec', () => {
    expect(counters.map((c) => [c.value, c.suffix, c.label])).toEqual([
      [678, '+', 'Complete Projects'],
      [120, '+', 'Team Members'],
      [635, '+', 'Client Reviews'],
      [89, '+', 'Winning Awards'],
    ]);
    expect([projectsCompleted.value, projectsCompleted.suffix]).toEqual([156, 'k']);
    expect([consultingCounter.value, consultingCounter.suffix]).toEqual([29, '+']);
    expect(skills.map((s) => [s.label, s.percent])).toEqual([
      ['Building Construction', 89],
      ['Interiors Design', 70],
    ]);
    expect(processSteps.map((s) => s.title)).toEqual([
      'Initial Consultation',
      'Work Planning',
      'Execution Phase',
      'Final Review',
    ]);
    expect(heroSlides.map((s) => s.title)).toEqual([
      'Delivering Quality Projects',
      'Building with Integrity',
      'Shaping Modern Spaces',
    ]);
  });
});

describe('site profile (structured data only)', () => {
  it('gives each office its address in parts, agreeing with the lines shown', () => {
    expect(siteProfile.postalAddresses).toHaveLength(site.offices.length);
    site.offices.forEach((office, index) => {
      const postal = siteProfile.postalAddresses[index];
      expect(office.lines).toEqual([
        postal?.street,
        `${postal?.locality}, ${postal?.region} ${postal?.postalCode}`,
      ]);
      expect(postal?.country).toBe('US');
    });
  });

  it('has opening hours matching the hours shown, an area served and a logo the build draws', () => {
    const { days, opens, closes } = siteProfile.openingHours;
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(site.hours).toBe(`Mon–Fri ${Number(opens.slice(0, 2))}:00–${closes}`);
    expect(siteProfile.areaServed.length).toBeGreaterThan(0);
    const drawn = Object.values(ICONS).find((icon) => icon.path === siteProfile.logo.src);
    expect(drawn?.size).toBe(siteProfile.logo.width);
    expect(siteProfile.logo.width).toBeGreaterThanOrEqual(112);
  });
});

describe('site facts', () => {
  it('are complete and well formed', () => {
    expect(site.origin).toMatch(/^https:\/\/[^/]+$/);
    expect(site.description.length).toBeGreaterThanOrEqual(120);
    expect(site.description.length).toBeLessThanOrEqual(155);
    expect(site.phone.href).toMatch(/^tel:\+\d+$/);
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(site.offices.map((o) => o.label)).toEqual(['Head office', 'Branch office']);
    for (const office of site.offices) {
      expect(office.phone.href).toBe(`tel:+${office.phone.display.replace(/\D/g, '')}`);
    }
    expect(site.address.lines).toEqual(site.offices[0]?.lines);
    expect(site.socials.map((s) => s.icon)).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'youtube',
    ]);
    expect(site.map.openHref).toBe(site.offices[0]?.mapHref);
    expect(site.foundedYear).toBe(1989);
    expect(site.copyrightYear).toBe(2025);
    const id = site.video.watchHref.split('v=')[1];
    expect(id).toMatch(/^[\w-]{11}$/);
    expect(site.video.embedSrc).toContain(`/embed/${id}?`);
  });
});

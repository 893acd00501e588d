import { describe, expect, it } from 'vitest';
import { ICONS } from '../share/manifest';
import {
  awards,
  faqs,
  getPostBySlug,
  getProjectBySlug,
  getServiceBySlug,
  heroSlides,
  homeFaqs,
  partners,
  posts,
  projects,
  projectsByCategory,
  recentPosts,
  serviceFaqs,
  services,
  site,
  siteArt,
  siteProfile,
  team,
  testimonials,
  timeline,
} from './index';
import { postSlugs, projectSlugs, serviceSlugs } from './slugs';
import type { Image } from './types';

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
});

// What any content the build accepts holds: the shapes of the sample's bodies (how many blocks,
// a heading, a list, how long a checklist) are the sample's, not rules (the content's own tests
// for the sample are in spec-conformance.test.ts).
describe('services', () => {
  it('are numbered from 01 in order, each with a body and a checklist of non-empty lines', () => {
    services.forEach((s, i) => {
      expect(s.number).toBe(String(i + 1).padStart(2, '0'));
      expect(s.body.length, s.slug).toBeGreaterThan(0);
      expect(s.checklist.length, s.slug).toBeGreaterThan(0);
      for (const line of s.checklist) expect(line.trim(), s.slug).not.toBe('');
    });
  });
});

describe('projects', () => {
  it('filter by gallery category, each project in exactly one', () => {
    expect(projectsByCategory('all')).toEqual(projects);
    const split = ['marketing', 'corporate', 'business'] as const;
    expect(split.reduce((n, c) => n + projectsByCategory(c).length, 0)).toBe(projects.length);
    for (const c of split) expect(projectsByCategory(c).every((p) => p.category === c)).toBe(true);
  });
});

describe('posts', () => {
  it('each have a body, a valid day and a spec delay', () => {
    for (const p of posts) {
      expect(p.body.length, p.slug).toBeGreaterThan(0);
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
  it('has members, each with 2 to 4 socials', () => {
    expect(team.length).toBeGreaterThan(0);
    for (const m of team) {
      expect(m.socials.length).toBeGreaterThanOrEqual(2);
      expect(m.socials.length).toBeLessThanOrEqual(4);
      for (const s of m.socials) expect(s.href).toMatch(/^https:\/\//);
    }
  });
});

describe('site profile (structured data only)', () => {
  it('has an area served and a logo the build draws', () => {
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
    expect(site.foundedYear).toBeLessThanOrEqual(new Date().getUTCFullYear());
    expect(site.tagline).toContain(String(site.foundedYear));
    const id = site.video.watchHref.split('v=')[1];
    expect(id).toMatch(/^[\w-]{11}$/);
    expect(site.video.embedSrc).toContain(`/embed/${id}?`);
  });
});

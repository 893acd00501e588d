/**
 * SPEC CONFORMANCE (built pages, counted in the pre-rendered HTML): the sample company's
 * counts that tests/e2e/spec-conformance.spec.ts took in Chromium before (decision 042). Like it,
 * in the suite only while app/brand.ts names that company (tests/spec-sample.ts): update it, or
 * delete the facts that no longer apply, when the company changes its content.
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from './built-pages';

const pages = new Map(builtPages().map(({ path, document }) => [path, document]));
const count = (path: string, selector: string) => {
  const document = pages.get(path);
  if (!document) throw new Error(`${path} was not pre-rendered`);
  return document.querySelectorAll(selector).length;
};

describe('spec conformance of the built pages (update when the company changes its content)', () => {
  it('6 services in the grid of /services (SPEC 3)', () => {
    expect(count('/services', '[data-services-grid] > li')).toBe(6);
  });

  it('5 testimonials: 4 in the grid of /testimonial, 5 in its carousel (SPEC 2, 3)', () => {
    expect(count('/testimonial', '[data-testimonial-grid] > li')).toBe(4);
    // A labelled <section> is a region: the carousel Chromium found by its role and name.
    const carousel = 'section[aria-label="Client testimonials"]';
    expect(count('/testimonial', carousel), 'the carousel').toBe(1);
    expect(count('/testimonial', `${carousel} [aria-roledescription="slide"]`)).toBe(5);
  });

  it('8 team members on /team-two, the sample team', () => {
    expect(count('/team-two', '[data-team-grid] > li')).toBe(8);
  });
});

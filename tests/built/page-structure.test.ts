import { describe, expect, it } from 'vitest';
import { truncateWords } from '../../app/lib/truncate-words';
import { serviceSlugs, teamSize } from '../e2e/support/content';
import { builtPages } from './built-pages';

// Public structure the pre-rendered HTML already holds and the browser adds nothing to (no
// click, no layout, no script): counts, order and links of sections, read from build/client.
// These checks ran in Chromium in tests/e2e/inner-pages-a.spec.ts before (decision 042).

const pages = new Map(builtPages().map(({ path, document }) => [path, document]));

function page(path: string): Document {
  const document = pages.get(path);
  if (!document) throw new Error(`${path} was not pre-rendered`);
  return document;
}

/** Text as Playwright's toHaveText compares it: whitespace collapsed and trimmed. */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];

describe('the pre-rendered services pages', () => {
  it('/services lists every service, each linking to its detail page', () => {
    const items = all(page('/services'), '[data-services-grid] > li');
    expect(items).toHaveLength(serviceSlugs.length);
    const hrefs = items.flatMap((item) => all(item, 'a').map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(serviceSlugs.map((slug) => `/services/${slug}`));
  });

  it.each(serviceSlugs)(
    '/services/%s titles its header with the first three words of the service',
    (slug) => {
      const document = page(`/services/${slug}`);
      const title = text(document.querySelector('#service-title'));
      expect(title.length).toBeGreaterThan(0);
      const headings = all(document, 'h1');
      expect(headings).toHaveLength(1);
      expect(text(headings[0])).toBe(truncateWords(title));
    },
  );
});

describe('the pre-rendered history page', () => {
  it('shows the five milestones in order, each with text and artwork', () => {
    const entries = all(page('/history'), '[data-timeline-entry]');
    expect(entries).toHaveLength(5);
    expect(entries.flatMap((entry) => all(entry, 'time').map(text))).toEqual([
      '2010',
      '2014',
      '2018',
      '2021',
      '2024',
    ]);
    expect(entries.flatMap((entry) => all(entry, 'h3').map(text))).toEqual([
      'Start Company',
      'Opening Office',
      'Project Management',
      'Open Research Team',
      'Winning Award',
    ]);
    for (const entry of entries) {
      const images = all(entry, 'img');
      expect(images).toHaveLength(1);
      expect(images[0]?.getAttribute('alt') ?? '').toMatch(/\S/);
      expect(text(all(entry, 'p').at(-1))).not.toBe('');
    }
  });
});

describe('the pre-rendered about page', () => {
  it('shows the about block, the four counters and the first four team members (at most)', () => {
    const document = page('/about-us');
    const allServices = all(document, 'a').filter((a) => text(a) === 'All Services');
    expect(allServices.map((a) => a.getAttribute('href'))).toEqual(['/about-us']);
    expect(all(document, 'section[aria-labelledby="about-heading"] dl > div')).toHaveLength(3);
    const bands = all(document, 'section[aria-labelledby]').filter(
      (section) =>
        text(document.getElementById(section.getAttribute('aria-labelledby') ?? '')) ===
        'Our work in numbers',
    );
    expect(bands).toHaveLength(1);
    const counters = all(bands[0] as Element, 'li');
    expect(counters).toHaveLength(4);
    const expected = [
      ['678+', 'Complete Projects'],
      ['120+', 'Team Members'],
      ['635+', 'Client Reviews'],
      ['89+', 'Winning Awards'],
    ];
    for (const [index, [value, label]] of expected.entries()) {
      expect(text(counters[index])).toContain(value);
      expect(text(counters[index])).toContain(label);
    }
    expect(all(document, 'section[aria-labelledby="team-heading"] article')).toHaveLength(
      Math.min(4, teamSize()),
    );
  });
});

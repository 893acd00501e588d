import { describe, expect, it } from 'vitest';
import { site } from '../../app/content/site';
import { builtPages } from './built-pages';

/** The copyright line's year as a page shows it, from its footer. */
function shownYear(document: Document): number | undefined {
  const line = [...document.querySelectorAll('footer p')]
    .map((p) => p.textContent ?? '')
    .find((text) => text.includes(`${site.name}. All rights reserved.`));
  const year = line?.match(/©\s*(\d{4})/)?.[1];
  return year ? Number(year) : undefined;
}

type Flat = unknown[];

/** In React Router's flattened data (turbo-stream), the index of `name`'s value in an object. */
function field(flat: Flat, object: unknown, name: string): number | undefined {
  if (typeof object !== 'number' || typeof flat[object] !== 'object' || flat[object] === null) {
    return undefined;
  }
  const entry = Object.entries(flat[object] as Record<string, number>).find(
    ([key]) => flat[Number(key.slice(1))] === name,
  );
  return entry?.[1];
}

/**
 * The year in the root loader's data that came with the page: what the browser hydrates with.
 * The data is the first line of the first chunk the page hands to the router's stream.
 */
function dataYear(document: Document): unknown {
  const scripts = [...document.querySelectorAll('script')].map((s) => s.textContent ?? '');
  const chunk = scripts.join('\n').match(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!chunk) return undefined;
  const flat = JSON.parse((JSON.parse(chunk) as string).split('\n')[0] ?? '[]') as Flat;
  const root = field(flat, field(flat, 0, 'loaderData'), 'root');
  const year = field(flat, root, 'year');
  return year === undefined ? undefined : flat[year];
}

describe('the copyright year of the built pages', () => {
  const pages = builtPages().filter(({ document }) => shownYear(document) !== undefined);

  it('is on every page with the footer', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it('is the year of the build on every page, and any loader data beside it agrees', () => {
    const years = new Set(pages.map(({ document }) => shownYear(document)));
    expect(years.size).toBe(1);
    const [year = 0] = years;
    // Built for this run: this year (or last year's build when the run crosses New Year).
    expect(year).toBeGreaterThanOrEqual(new Date().getUTCFullYear() - 1);
    expect(year).toBeLessThanOrEqual(new Date().getUTCFullYear());
    // A page with islands hands the browser no loader data (decision 047): nothing to disagree.
    // Every public route is served with islands now, so this list is empty unless a page goes
    // back to the React app; then its loader data must agree with what it shows.
    const hydrated = pages.filter(
      ({ document }) => !document.querySelector('script[data-islands-boot]'),
    );
    for (const { path, document } of hydrated) {
      expect(dataYear(document), `${path}: the year in its loader data`).toBe(year);
    }
    for (const { path, document } of pages.filter((page) => !hydrated.includes(page))) {
      expect(dataYear(document), `${path}: an islands page carries no loader data`).toBeUndefined();
    }
  });
});

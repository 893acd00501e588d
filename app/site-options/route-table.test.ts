import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeOptions, everyOptionCombination } from './option-combinations';
import { pagePaths } from './page-paths';
import { routeTable } from './route-table';
import type { SiteOptions } from './site-options';

const defaults: SiteOptions = { home: 'home-one', showOtherHomeLayouts: true, showDemoPages: true };
const appDir = join(import.meta.dirname, '..');

/** The route table's paths, the index route as `/`. */
const routePaths = (options: SiteOptions) =>
  routeTable(options).map((entry) => (entry.index ? '/' : entry.path));

describe('routeTable with the default options', () => {
  it('is the specification’s screen list, Home 01 at /', () => {
    const table = routeTable(defaults);
    expect(table[0]).toMatchObject({ index: true, file: 'routes/home/home-one.tsx' });
    expect(routePaths(defaults).slice(0, 21)).toEqual([
      '/',
      'home-two',
      'home-three',
      'home-four',
      'contact-us',
      'about-us',
      'history',
      'services',
      'services/:id',
      'testimonial',
      'pricing-plans',
      'faq',
      'team',
      'team-two',
      'team-three',
      'request-quote',
      'gallery',
      // The portfolio in the office's columns (decision 056).
      'portfolio',
      'portfolio/2-columns',
      'portfolio/3-columns',
      'portfolio/4-columns',
    ]);
    expect(routePaths(defaults)).toContain('blog-standard/page/:page');
    expect(routePaths(defaults)).not.toContain('home-one');
  });
});

describe('routeTable', () => {
  it('renders the chosen layout at / and keeps the others at their own paths', () => {
    const options = { ...defaults, home: 'home-three' } as const;
    const table = routeTable(options);
    expect(table.filter((entry) => entry.index)).toEqual([
      expect.objectContaining({ file: 'routes/home/home-three.tsx' }),
    ]);
    const paths = routePaths(options);
    expect(paths).toEqual(expect.arrayContaining(['home-one', 'home-two', 'home-four']));
    expect(paths).not.toContain('home-three');
  });

  it('has no route for the other layouts or the demo pages when they are hidden', () => {
    const options = {
      home: 'home-two',
      showOtherHomeLayouts: false,
      showDemoPages: false,
    } as const;
    const paths = routePaths(options);
    for (const hidden of [
      'home-one',
      'home-three',
      'home-four',
      'team-three',
      'blog-standard',
      'blog-standard/page/:page',
      'portfolio/2-columns',
      'portfolio/4-columns',
    ]) {
      expect(paths).not.toContain(hidden);
    }
    expect(paths).toEqual(
      expect.arrayContaining(['team', 'team-two', 'blog', 'portfolio/3-columns', '404-error', '*']),
    );
  });

  for (const options of everyOptionCombination) {
    it(`has one home route, unique paths and ids, and existing files: ${describeOptions(options)}`, () => {
      const table = routeTable(options);
      expect(table.filter((entry) => entry.index)).toHaveLength(1);
      const paths = table.flatMap((entry) => (entry.path ? [entry.path] : []));
      expect(new Set(paths).size).toBe(paths.length);
      const ids = table.map((entry) => entry.id ?? entry.file);
      expect(new Set(ids).size).toBe(ids.length);
      for (const entry of table)
        expect(existsSync(join(appDir, entry.file)), entry.file).toBe(true);
    });
  }
});

describe('pagePaths', () => {
  it('lists / and every page of the default table, but no server-only path', () => {
    const paths = pagePaths(routeTable(defaults));
    expect(paths[0]).toBe('/');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/home-two',
        '/team-three',
        '/blog-standard',
        '/blog-standard/page/2',
        '/portfolio/4-columns',
        '/search',
        '/search-index.json',
        '/404-error',
      ]),
    );
    expect(paths.filter((path) => /^\/(admin|api|thank-you|newsletter)\b/.test(path))).toEqual([]);
    expect(paths.filter((path) => path.includes(':') || path.includes('*'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('builds neither the hidden layouts nor the demo pages', () => {
    const paths = pagePaths(
      routeTable({ home: 'home-three', showOtherHomeLayouts: false, showDemoPages: false }),
    );
    expect(paths).toContain('/');
    expect(
      paths.filter((path) => /^\/(home-|team-three|blog-standard|portfolio\/[24]-)/.test(path)),
    ).toEqual([]);
  });

  it('lists no home page for a table without a home route', () => {
    expect(pagePaths([{ path: 'faq', file: 'routes/faq.tsx' }])).toEqual(['/faq']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  homeLayoutMeta,
  homeLayoutPath,
  isMenuPathShown,
  isPageShown,
  type SiteOptions,
} from './site-options';

/** The specification's site: what app/brand.ts ships. */
const defaults: SiteOptions = {
  home: 'home-one',
  showOtherHomeLayouts: true,
  showDemoPages: true,
};

describe('homeLayoutPath', () => {
  it('puts the chosen layout at / and the others at their own path', () => {
    const options = { ...defaults, home: 'home-three' } as const;
    expect(homeLayoutPath('home-three', options)).toBe('/');
    expect(homeLayoutPath('home-one', options)).toBe('/home-one');
    expect(homeLayoutPath('home-two', options)).toBe('/home-two');
  });

  it('gives the other layouts no page when they are hidden', () => {
    const options = { ...defaults, home: 'home-four', showOtherHomeLayouts: false } as const;
    expect(homeLayoutPath('home-four', options)).toBe('/');
    expect(homeLayoutPath('home-one', options)).toBeUndefined();
    expect(homeLayoutPath('home-three', options)).toBeUndefined();
  });
});

describe('isPageShown', () => {
  it('never shows the chosen layout at a second address', () => {
    expect(isPageShown('/home-one', defaults)).toBe(false);
    expect(isPageShown('home-two', { ...defaults, home: 'home-two' })).toBe(false);
    expect(isPageShown('/home-two', defaults)).toBe(true);
  });

  it('hides the demo pages, their later pages included, and nothing else', () => {
    const options = { ...defaults, showDemoPages: false };
    for (const path of [
      '/team-three',
      '/blog-standard',
      'blog-standard/page/:page',
      '/blog-standard/page/2',
      '/portfolio/2-columns',
      '/portfolio/4-columns',
    ]) {
      expect(isPageShown(path, options), path).toBe(false);
      expect(isPageShown(path, defaults), path).toBe(true);
    }
    for (const path of ['/team', '/team-two', '/blog', '/portfolio/3-columns', '/404-error']) {
      expect(isPageShown(path, options), path).toBe(true);
    }
    // A path that only starts like a demo page is another page.
    expect(isPageShown('/blog-standardised', options)).toBe(true);
  });

  it('keeps the Not Found page but drops its demo menu entry', () => {
    const options = { ...defaults, showDemoPages: false };
    expect(isPageShown('/404-error', options)).toBe(true);
    expect(isMenuPathShown('/404-error', options)).toBe(false);
    expect(isMenuPathShown('/404-error', defaults)).toBe(true);
  });
});

describe('homeLayoutMeta', () => {
  it('makes the layout at / the home page: the home title and / as canonical', () => {
    expect(homeLayoutMeta('home-three', 'Home Three', { ...defaults, home: 'home-three' })).toEqual(
      { path: '/', breadcrumb: false },
    );
  });

  it('names a layout at its own path after itself, with that path as canonical', () => {
    expect(homeLayoutMeta('home-one', 'Home One', { ...defaults, home: 'home-two' })).toEqual({
      name: 'Home One',
      path: '/home-one',
      breadcrumb: false,
    });
  });
});

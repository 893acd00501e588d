import { describe, expect, it } from 'vitest';
import { fullMainMenu } from '../content/full-main-menu';
import {
  footerQuickLinks,
  footerSupportLinks,
  getStartedPath,
  mainSections,
  type NavItem,
  navItemPaths,
} from '../content/navigation';
import { siteSearchSources } from '../content/search-sources';
import { siteDocuments } from '../search/site-documents';
import { describeOptions, everyOptionCombination } from './option-combinations';
import { pagePaths } from './page-paths';
import { routeTable } from './route-table';
import { siteMenu } from './site-menu';
import type { SiteOptions } from './site-options';

const defaults: SiteOptions = { home: 'home-one', showOtherHomeLayouts: true, showDemoPages: true };

const labelled = (items: readonly NavItem[], label: string) =>
  items.find((item) => item.label === label);
const paths = (items: readonly NavItem[]) => items.flatMap(navItemPaths);

describe('siteMenu with the default options', () => {
  const menu = siteMenu(fullMainMenu, defaults);

  it('is the specification’s menu: Home 01 leads to /, every entry kept', () => {
    expect(labelled(menu, 'Home')).toEqual({
      label: 'Home',
      children: [
        { label: 'Home 01', to: '/' },
        { label: 'Home 02', to: '/home-two' },
        { label: 'Home 03', to: '/home-three' },
        { label: 'Home 04', to: '/home-four' },
      ],
    });
    expect(menu.map((item) => item.label)).toEqual(fullMainMenu.map((item) => item.label));
    expect(paths(menu).filter((path) => !path.startsWith('/home-') && path !== '/')).toEqual(
      paths(fullMainMenu).filter((path) => !path.startsWith('/home-')),
    );
  });
});

describe('siteMenu', () => {
  it('leads the chosen layout’s entry to / and another layout to its own path', () => {
    const menu = siteMenu(fullMainMenu, { ...defaults, home: 'home-three' });
    expect(labelled(menu, 'Home')).toEqual({
      label: 'Home',
      children: [
        { label: 'Home 01', to: '/home-one' },
        { label: 'Home 02', to: '/home-two' },
        { label: 'Home 03', to: '/' },
        { label: 'Home 04', to: '/home-four' },
      ],
    });
  });

  it('turns the Home group into one Home link when the other layouts are hidden', () => {
    const menu = siteMenu(fullMainMenu, { ...defaults, showOtherHomeLayouts: false });
    expect(menu[0]).toEqual({ label: 'Home', to: '/' });
    expect(paths(menu).filter((path) => path.startsWith('/home-'))).toEqual([]);
  });

  it('drops the demo pages and the 404 entry but keeps one page of each kind', () => {
    const menu = siteMenu(fullMainMenu, { ...defaults, showDemoPages: false });
    const links = paths(menu);
    for (const hidden of [
      '/team-three',
      '/blog-standard',
      '/portfolio/2-columns',
      '/portfolio/4-columns',
      '/404-error',
    ]) {
      expect(links).not.toContain(hidden);
    }
    expect(links).toEqual(
      expect.arrayContaining(['/team', '/team-two', '/blog', '/portfolio/3-columns']),
    );
  });

  it('removes a group left empty and makes a group with one link that link', () => {
    const menu: NavItem[] = [
      { label: 'Demos', children: [{ label: 'Team 03', to: '/team-three' }] },
      {
        label: 'Blog',
        children: [
          { label: 'Blog Grid', to: '/blog' },
          { label: 'Blog Standard', to: '/blog-standard' },
        ],
      },
    ];
    expect(siteMenu(menu, { ...defaults, showDemoPages: false })).toEqual([
      { label: 'Blog', to: '/blog' },
    ]);
  });
});

/** A site path without its #fragment or ?query. */
const pagePart = (url: string) => url.replace(/[?#].*$/, '');

describe('no link leads to a page the options leave out', () => {
  for (const options of everyOptionCombination) {
    it(describeOptions(options), () => {
      const built = new Set(pagePaths(routeTable(options)));
      const linked = [
        ...paths(siteMenu(fullMainMenu, options)),
        ...[...footerQuickLinks, ...footerSupportLinks, ...mainSections].map((link) => link.to),
        getStartedPath,
        ...siteDocuments(siteSearchSources(options)).map((document) => pagePart(document.url)),
      ];
      expect(linked.filter((path) => !built.has(path))).toEqual([]);
    });
  }
});

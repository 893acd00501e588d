import type { NavGroupItem, NavItem } from '../content/navigation';
import { HOME_LAYOUTS, homeLayoutPath, isMenuPathShown, type SiteOptions } from './site-options';

// Type-only import: navigation.ts builds its menus with siteMenu, so no runtime cycle.
const isGroup = (item: NavItem): item is NavGroupItem => 'children' in item;

/** Where a menu link leads under the options: a home layout where it now lives, or nowhere. */
function linkTarget(to: string, options: SiteOptions): string | undefined {
  const layout = HOME_LAYOUTS.find((name) => to === `/${name}`);
  if (layout) return homeLayoutPath(layout, options);
  return isMenuPathShown(to, options) ? to : undefined;
}

/**
 * A menu for the given site options, from one that lists every page with each home layout at
 * its own path (/home-one …): the chosen layout's entry leads to `/`, entries of pages the
 * options hide are dropped, an emptied group goes and a group left with one link becomes that
 * link under the group's label ("Home" → `/` when only the home page is left).
 */
export function siteMenu(items: readonly NavItem[], options: SiteOptions): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (!isGroup(item)) {
      const to = linkTarget(item.to, options);
      return to ? [{ label: item.label, to }] : [];
    }
    const children = siteMenu(item.children, options);
    const [only] = children;
    if (!only) return [];
    if (children.length === 1 && !isGroup(only)) return [{ label: item.label, to: only.to }];
    return [{ label: item.label, children }];
  });
}

/**
 * The menus the office edits in /admin/office/menus (decision 056): the header's main menu
 * (groups nest, as the specification's "Pages › Team" does) and the footer's two link lists.
 * The schema is the server's check of what the screen posts. Until the office saves menus the
 * setting is null: the specification's menus (default-menus.ts) are shown.
 */
import * as v from 'valibot';
// Types only: the server (run by Node as it is) reads this module for its check.
import type { NavGroupItem, NavItem, NavLinkItem } from '../content/navigation';

const isNavGroup = (item: NavItem): item is NavGroupItem => 'children' in item;

/** The menus of the public pages. */
export interface SiteMenus {
  main: readonly NavItem[];
  quickLinks: readonly NavLinkItem[];
  supportLinks: readonly NavLinkItem[];
}

/** Limits that keep a menu usable on a phone and the page's HTML small. */
export const MENU_LIMITS = {
  label: 40,
  address: 300,
  /** Entries in one list (the top row, a submenu, a footer list). */
  entries: 12,
  /** Levels of the main menu: the top row, its submenus, and one more (Pages › Team). */
  depth: 3,
} as const;

/** Control characters, which no label or address holds. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Whether `address` may be a menu link: a path on this site (`/about-us`, `/blog?page=2`) or a
 * secure address elsewhere (`https://…`). Anything else (`javascript:`, `data:`, `http:`,
 * `//host`, a backslash, spaces) is refused: a menu link is followed by every visitor.
 */
export function isMenuAddress(address: string): boolean {
  if (address.length === 0 || address.length > MENU_LIMITS.address) return false;
  if (CONTROL.test(address) || /\s|\\/.test(address)) return false;
  if (address.startsWith('/')) return !address.startsWith('//');
  if (!address.toLowerCase().startsWith('https://')) return false;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

const label = v.pipe(
  v.string('every entry needs a label'),
  v.trim(),
  v.minLength(1, 'every entry needs a label'),
  v.maxLength(MENU_LIMITS.label, `a label may have at most ${MENU_LIMITS.label} characters`),
  v.check((text) => !CONTROL.test(text), 'a label may not hold control characters'),
);
const address = v.pipe(
  v.string('every link needs an address'),
  v.trim(),
  v.check(
    isMenuAddress,
    'every link needs an address on this site starting with / (e.g. /about-us) or one starting with https://',
  ),
);
const link = v.strictObject({ label, to: address }, 'every link has a label and an address only');

/** Sibling entries with the same label would be one entry to a screen reader: refused. */
const distinctLabels = (items: readonly { label: string }[]) =>
  new Set(items.map((item) => item.label.toLowerCase())).size === items.length;

const listOf = <T extends v.GenericSchema>(item: T, min: number) =>
  v.pipe(
    v.array(item, 'every menu is a list of entries'),
    v.minLength(min, 'the header menu and every submenu need at least one entry'),
    v.maxLength(MENU_LIMITS.entries, `a list may hold at most ${MENU_LIMITS.entries} entries`),
    v.check(
      (items) => distinctLabels(items as { label: string }[]),
      'entries side by side need different labels',
    ),
  );

/** A main-menu entry at `level` (1 = the top row): a link, or a group while levels remain. */
function entryAt(level: number): v.GenericSchema<NavItem> {
  if (level >= MENU_LIMITS.depth) return link;
  return v.union(
    [link, v.strictObject({ label, children: v.lazy(() => listOf(entryAt(level + 1), 1)) })],
    'every entry is a link or a submenu, at most three levels deep',
  ) as v.GenericSchema<NavItem>;
}

export const siteMenusSchema: v.GenericSchema<unknown, SiteMenus> = v.strictObject(
  {
    main: listOf(entryAt(1), 1),
    quickLinks: listOf(link, 0),
    supportLinks: listOf(link, 0),
  },
  'the header menu and the two footer lists',
);

/** A path without its query, hash and trailing slash, lower-cased as the router matches it. */
export function pagePathOf(to: string): string {
  const path = to.split(/[?#]/)[0] ?? '';
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
}

/**
 * A menu without the entries that lead to a hidden page (decision 056): a group left with no
 * entry goes, as siteMenu does for the brand file's options.
 */
export function withoutHidden(items: readonly NavItem[], hidden: ReadonlySet<string>): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (!isNavGroup(item)) return hidden.has(pagePathOf(item.to)) ? [] : [item];
    const children = withoutHidden(item.children, hidden);
    return children.length > 0 ? [{ label: item.label, children }] : [];
  });
}

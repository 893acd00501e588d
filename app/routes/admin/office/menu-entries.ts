/**
 * The menu editor's entries: the saved menus with an id per entry, so that React keeps each
 * row (and its focus) when it moves, and pure changes on a list (move, remove, add).
 */
import type { NavItem, NavLinkItem } from '../../../content/navigation';
import type { SiteMenus } from '../../../site-options/site-menus';

export type MenuKey = keyof SiteMenus;

export interface EditorEntry {
  id: string;
  label: string;
  /** A link's address; undefined for a submenu. */
  to?: string;
  /** A submenu's entries; undefined for a link. */
  children?: EditorEntry[];
}

let last = 0;
/** An id for an entry added on this screen (in the browser only, never in the server's HTML). */
export const newId = () => `added-${++last}`;

/** Saved entries get ids by place (`main-1-0`), the same in the server's HTML and the browser. */
function entriesOf(items: readonly NavItem[], prefix: string): EditorEntry[] {
  return items.map((item, index) => {
    const id = `${prefix}-${index}`;
    return 'children' in item
      ? { id, label: item.label, children: entriesOf(item.children, id) }
      : { id, label: item.label, to: item.to };
  });
}

export const toEditor = (menus: SiteMenus): Record<MenuKey, EditorEntry[]> => ({
  main: entriesOf(menus.main, 'main'),
  quickLinks: entriesOf(menus.quickLinks, 'quick'),
  supportLinks: entriesOf(menus.supportLinks, 'support'),
});

function itemsOf(entries: readonly EditorEntry[]): NavItem[] {
  return entries.map((entry) =>
    entry.children
      ? { label: entry.label, children: itemsOf(entry.children) }
      : { label: entry.label, to: entry.to ?? '' },
  );
}

/** The menus as the server takes them (it checks every label and address). */
export const fromEditor = (lists: Record<MenuKey, EditorEntry[]>): SiteMenus => ({
  main: itemsOf(lists.main),
  quickLinks: itemsOf(lists.quickLinks) as NavLinkItem[],
  supportLinks: itemsOf(lists.supportLinks) as NavLinkItem[],
});

/** The list with the entry at `index` moved by `by` places (-1 up, 1 down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

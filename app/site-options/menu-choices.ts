import { isNavGroup, type NavItem, type NavLinkItem } from '../content/navigation';

/** An address a menu entry may lead to, with the name the editor offers it by. */
export type MenuChoice = NavLinkItem;

/** Every link of a menu tree, in order ("Team 01" → /team …). */
export function linkPaths(items: readonly NavItem[]): NavLinkItem[] {
  return items.flatMap((item) => (isNavGroup(item) ? linkPaths(item.children) : [item]));
}

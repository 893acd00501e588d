import { isNavGroup, type NavItem } from '../content/navigation';
import type { SearchDocument } from './search-document';

/** A menu link with the labels of the groups it sits in. */
interface MenuPage {
  label: string;
  to: string;
  groups: string[];
}

function menuPages(items: readonly NavItem[], groups: string[] = []): MenuPage[] {
  return items.flatMap((item) =>
    isNavGroup(item)
      ? menuPages(item.children, [...groups, item.label])
      : [{ label: item.label, to: item.to, groups }],
  );
}

/**
 * One document per page the menu links to, so a page added to the menu is found with no
 * other edit. Paths in `skip` (detail pages, which have their own documents, and the Not
 * Found page) are left out; a path linked twice is indexed once.
 */
export function pageDocuments(
  menu: readonly NavItem[],
  skip: ReadonlySet<string>,
): SearchDocument[] {
  const seen = new Set(skip);
  return menuPages(menu).flatMap(({ label, to, groups }) => {
    if (seen.has(to)) return [];
    seen.add(to);
    const group = groups.at(-1) ?? '';
    // "2 Columns" means nothing alone: a label that starts with a number reads with its group.
    const title = /^\d/.test(label) ? `${group} ${label}` : label;
    return [
      {
        id: `pages:${to}`,
        kind: 'pages',
        title,
        url: to,
        keywords: groups.join(' '),
        text: `${title}: ${[...groups, label].join(', ')}.`,
      },
    ];
  });
}

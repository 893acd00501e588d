import { ChevronDown, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  isNavGroup,
  type NavGroupItem,
  type NavLinkItem,
  navItemPaths,
} from '../../content/navigation';
import { useCurrentPath } from '../use-current-path';

/** A group's place in the menu, as a list of group labels from the top: `['Pages', 'Team']`. */
export type MenuPath = readonly string[];

const topClass =
  'relative inline-flex h-(--header-h) items-center gap-1 px-3 text-sm font-semibold tracking-wider text-fg uppercase transition-colors hover:text-accent-text aria-[current=page]:text-accent-text data-[current=true]:text-accent-text 2xl:px-4 ' +
  'after:absolute after:inset-x-3 after:bottom-5 after:h-0.5 after:origin-left after:scale-x-0 after:bg-accent motion-safe:after:transition-transform hover:after:scale-x-100 aria-expanded:after:scale-x-100 aria-[current=page]:after:scale-x-100 data-[current=true]:after:scale-x-100';
const itemClass =
  'flex min-h-11 w-full items-center justify-between gap-4 px-5 py-2 text-left text-sm font-medium text-fg transition-colors hover:bg-surface-muted hover:text-accent-text aria-[current=page]:font-semibold aria-[current=page]:text-accent-text data-[current=true]:text-accent-text';
const listClass = {
  top: 'absolute top-full left-0 z-50 min-w-60 rounded-b-md border border-t-2 border-border border-t-accent bg-surface py-2 shadow-pop',
  nested:
    'absolute top-0 left-full z-50 -mt-2 min-w-56 rounded-md border border-border bg-surface py-2 shadow-pop',
} as const;

/** A link in the menu; the current page's link is marked `aria-current="page"`. */
export function MenuLink({ item, depth }: { item: NavLinkItem; depth: number }) {
  const isCurrent = useCurrentPath() === item.to;
  return (
    <Link
      to={item.to}
      aria-current={isCurrent ? 'page' : undefined}
      className={depth === 0 ? topClass : itemClass}
    >
      {item.label}
    </Link>
  );
}

/** Props of {@link MenuGroup}. */
export interface MenuGroupProps {
  item: NavGroupItem;
  /** Labels from the top level down to this group. */
  path: MenuPath;
  /** The ids of a group's button and list, unique on the page. */
  idFor: (path: MenuPath, part: 'button' | 'list') => string;
}

/**
 * A disclosure button and the submenu it controls, closed; nested groups fly out to the side
 * (the main menu island opens them).
 */
export function MenuGroup({ item, path, idFor }: MenuGroupProps) {
  const isCurrent = navItemPaths(item).includes(useCurrentPath());
  const isTop = path.length === 1;
  const listId = idFor(path, 'list');
  const Chevron = isTop ? ChevronDown : ChevronRight;

  return (
    <div>
      <button
        type="button"
        id={idFor(path, 'button')}
        aria-expanded={false}
        aria-controls={listId}
        data-current={isCurrent}
        className={isTop ? topClass : itemClass}
      >
        {item.label}
        {/* The island turns a top-level group's chevron (rotate-180) while it is open. */}
        <Chevron aria-hidden="true" className="size-4 shrink-0 motion-safe:transition-transform" />
      </button>
      <ul id={listId} hidden className={isTop ? listClass.top : listClass.nested}>
        {item.children.map((child) => (
          <li key={child.label} className="relative">
            {isNavGroup(child) ? (
              <MenuGroup item={child} path={[...path, child.label]} idFor={idFor} />
            ) : (
              <MenuLink item={child} depth={path.length} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

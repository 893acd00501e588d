import { useId } from 'react';
import { isNavGroup, type NavItem } from '../../content/navigation';
import { MenuGroup, MenuLink, type MenuPath } from './main-submenu';

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  /** The menu tree. */
  items: readonly NavItem[];
  className?: string;
}

/**
 * The desktop main menu: a disclosure navigation (WAI-ARIA APG pattern), every submenu closed.
 * Its island (app/islands/main-menu.ts) opens groups on hover, click, Enter or Space;
 * ArrowDown opens and enters a group; Escape closes it and returns focus; only one top-level
 * group is open.
 */
export function MainMenu({ items, className = '' }: MainMenuProps) {
  const baseId = useId();
  const idFor = (path: MenuPath, part: 'button' | 'list') =>
    `${baseId}-${part}-${path.join('-').replace(/\W+/g, '')}`;

  return (
    <nav aria-label="Main" className={className} data-island="main-menu" data-island-when="touch">
      <ul className="flex items-center">
        {items.map((item) => (
          <li key={item.label} className="relative">
            {isNavGroup(item) ? (
              <MenuGroup item={item} path={[item.label]} idFor={idFor} />
            ) : (
              <MenuLink item={item} depth={0} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

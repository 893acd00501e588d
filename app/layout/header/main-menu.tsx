import { isNavGroup, type NavItem } from '../../content/navigation';
import { MenuGroup, MenuLink } from './main-submenu';
import { useMainMenu } from './use-main-menu';

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  /** The menu tree. */
  items: readonly NavItem[];
  className?: string;
}

/**
 * The desktop main menu: a disclosure navigation (WAI-ARIA APG pattern).
 * Groups open on hover, click, Enter or Space; ArrowDown opens and enters a
 * group; Escape closes it and returns focus; only one top-level group is open. On a page with
 * islands app/islands/main-menu.ts does the same to the server's markup.
 */
export function MainMenu({ items, className = '' }: MainMenuProps) {
  const menu = useMainMenu();

  return (
    <nav
      ref={menu.navRef}
      aria-label="Main"
      className={className}
      data-island="main-menu"
      data-island-when="touch"
      onKeyDown={menu.handleKeyDown}
      onBlur={menu.handleBlur}
    >
      <ul className="flex items-center">
        {items.map((item) => (
          <li key={item.label} className="relative">
            {isNavGroup(item) ? (
              <MenuGroup item={item} path={[item.label]} menu={menu} />
            ) : (
              <MenuLink item={item} depth={0} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

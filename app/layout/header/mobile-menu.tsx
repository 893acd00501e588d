import { ButtonLink } from '../../components/button-link';
import { getStartedPath, type NavItem } from '../../content/navigation';
import { site } from '../../content/site';
import { ContactList } from '../contact-list';
import { Logo } from '../logo';
import { Drawer } from './drawer';
import { MobileMenuList } from './mobile-menu-list';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  items: readonly NavItem[];
  /** Id the hamburger button's `commandfor` names. */
  id: string;
}

/** The menu for screens narrower than `xl`: the whole navigation tree in a modal drawer. */
export function MobileMenu({ items, id }: MobileMenuProps) {
  return (
    <Drawer id={id} label="Menu" closeLabel="Close menu" heading={<Logo logo={site.logo} />}>
      <nav aria-label="Main">
        <MobileMenuList items={items} />
      </nav>
      <ButtonLink to={getStartedPath} className="w-full">
        Get Started
      </ButtonLink>
      <ContactList />
    </Drawer>
  );
}

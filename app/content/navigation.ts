/** Menus of the site: the header, the mobile menu and the footer read this one source. */

/** A menu entry: a link, or a group that opens a submenu. */
export type NavItem = NavLinkItem | NavGroupItem;

/** A menu entry that goes somewhere. */
export interface NavLinkItem {
  /** Visible text. */
  label: string;
  /** Site path it links to. */
  to: string;
}

/** A menu entry that opens a submenu. */
export interface NavGroupItem {
  /** Visible text of the disclosure button. */
  label: string;
  /** Entries of the submenu, possibly groups themselves. */
  children: readonly NavItem[];
}

/** Whether an entry opens a submenu. */
export function isNavGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}

/** Every path reachable from an entry, itself included. */
export function navItemPaths(item: NavItem): string[] {
  return isNavGroup(item) ? item.children.flatMap(navItemPaths) : [item.to];
}

/** The main menu for the site options (main-menu.ts). */
export { mainMenu } from './main-menu';

/** The footer's Quick links. */
export const footerQuickLinks = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Blog', to: '/blog' },
  { label: 'Testimonials', to: '/testimonial' },
  { label: 'Contact Us', to: '/contact-us' },
] as const satisfies readonly NavLinkItem[];

/** The footer's Support links; both lead to the contact page until real pages exist. */
export const footerSupportLinks = [
  { label: 'Term & Conditions', to: '/contact-us' },
  { label: 'Privacy policy', to: '/contact-us' },
] as const satisfies readonly NavLinkItem[];

/** Where every "Get Started" button leads. */
export const getStartedPath = '/request-quote';

/** The main sections offered when a search finds nothing or cannot run. */
export const mainSections = [
  { label: 'Services', to: '/services' },
  { label: 'Portfolio', to: '/portfolio/3-columns' },
  { label: 'Blog', to: '/blog' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Pricing Plans', to: '/pricing-plans' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact Us', to: '/contact-us' },
] as const satisfies readonly NavLinkItem[];

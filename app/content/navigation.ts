/** Menus of the site: the header, the mobile menu and the footer read this one source. */
import { siteOptions } from '../site-options/current';
import { siteMenu } from '../site-options/site-menu';

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

/**
 * Every entry the specification's main menu has, in display order, with each home layout at its
 * own path: siteMenu (app/site-options) turns it into the menu the site options ask for.
 */
export const fullMainMenu = [
  {
    label: 'Home',
    children: [
      { label: 'Home 01', to: '/home-one' },
      { label: 'Home 02', to: '/home-two' },
      { label: 'Home 03', to: '/home-three' },
      { label: 'Home 04', to: '/home-four' },
    ],
  },
  {
    label: 'Pages',
    children: [
      { label: 'About Us', to: '/about-us' },
      { label: 'History', to: '/history' },
      {
        label: 'Services',
        children: [
          { label: 'Services', to: '/services' },
          { label: 'Service Details', to: '/services/building-architecture' },
        ],
      },
      {
        label: 'Team',
        children: [
          { label: 'Team 01', to: '/team' },
          { label: 'Team 02', to: '/team-two' },
          { label: 'Team 03', to: '/team-three' },
        ],
      },
      { label: 'Testimonials', to: '/testimonial' },
      { label: 'Pricing Plans', to: '/pricing-plans' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Request Quote', to: '/request-quote' },
      { label: 'Gallery', to: '/gallery' },
      { label: '404 Error', to: '/404-error' },
    ],
  },
  {
    label: 'Portfolio',
    children: [
      { label: '2 Columns', to: '/portfolio/2-columns' },
      { label: '3 Columns', to: '/portfolio/3-columns' },
      { label: '4 Columns', to: '/portfolio/4-columns' },
      { label: 'Portfolio Details', to: '/portfolio/community-center' },
    ],
  },
  {
    label: 'Blog',
    children: [
      { label: 'Blog Grid', to: '/blog' },
      { label: 'Blog Standard', to: '/blog-standard' },
      { label: 'Blog Details', to: '/blog/key-steps-to-ensure-a-smooth-building-process' },
    ],
  },
  { label: 'Contact', to: '/contact-us' },
] as const satisfies readonly NavItem[];

/**
 * The main menu, in display order: the chosen home layout leads to `/`, and pages the site
 * options hide are left out (by default, every entry of the specification).
 */
export const mainMenu: readonly NavItem[] = siteMenu(fullMainMenu, siteOptions);

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

import type { NavItem } from './navigation';

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

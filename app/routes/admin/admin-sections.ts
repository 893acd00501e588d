import type { Role } from '../../../server/db/schema';

/** One section of the admin's menu. */
export interface AdminSection {
  to: string;
  label: string;
  /** Current only on its own address, not on the ones below it. */
  end: boolean;
}

/** The admin's sections for a role: content for both, people and the audit log for owners. */
export function adminSections(role: Role): AdminSection[] {
  return [
    { to: '/admin', label: 'Leads', end: true },
    { to: '/admin/comments', label: 'Comments', end: false },
    { to: '/admin/visits', label: 'Visits', end: false },
    { to: '/admin/content', label: 'Content', end: false },
    // The lists the editor offers: project categories and tags (decision 055).
    { to: '/admin/taxonomy', label: 'Tags and categories', end: false },
    { to: '/admin/stats', label: 'Statistics', end: false },
    ...(role === 'owner' ? [{ to: '/admin/people', label: 'People', end: false }] : []),
    // The site-wide copy (FAQ, plans, counters …): the settings documents of the content store.
    { to: '/admin/content/settings', label: 'Settings', end: false },
    // Answers and forms, alerts and privacy: one section with its own views (office-tabs.tsx).
    ...(role === 'owner' ? [{ to: '/admin/office', label: 'Office', end: false }] : []),
    ...(role === 'owner' ? [{ to: '/admin/audit', label: 'Audit log', end: false }] : []),
    { to: '/admin/account', label: 'Account', end: false },
  ];
}

/** Content is current on its screens except the settings documents, which Settings is; Leads on Spam. */
export function isCurrentSection(section: AdminSection, path: string): boolean {
  const { to, end } = section;
  if (to === '/admin/content' && path.startsWith('/admin/content/settings')) return false;
  // The pipeline's board, list and lead pages are the Leads section's too.
  if (to === '/admin' && (path === '/admin/leads' || path.startsWith('/admin/leads/'))) return true;
  // The Spam folder and the reply templates are the leads' own.
  if (to === '/admin' && (path === '/admin/spam' || path === '/admin/reply-templates')) return true;
  if (to === '/admin/office' && (path === '/admin/alerts' || path === '/admin/privacy'))
    return true;
  return end ? path === to : path === to || path.startsWith(`${to}/`);
}

/**
 * The section the compact (phone) header names: the current one of the role's sections, or
 * none (a screen outside the menu, such as an error page for an address that does not exist).
 */
export function currentSection(role: Role, path: string): AdminSection | undefined {
  return adminSections(role).find((section) => isCurrentSection(section, path));
}

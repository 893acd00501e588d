import { useLocation } from 'react-router';
import { ViewTabs } from '../view-tabs';

/** The owner's office screens, one section of the admin's navigation (Office). */
export const OFFICE_SCREENS = [
  { to: '/admin/office', label: 'Answers and forms' },
  { to: '/admin/office/mail', label: 'Mail' },
  { to: '/admin/office/menus', label: 'Menus and pages' },
  { to: '/admin/alerts', label: 'Alerts' },
  { to: '/admin/privacy', label: 'Privacy' },
  { to: '/admin/office/reviews', label: 'Reviews' },
  { to: '/admin/office/jobs', label: 'Jobs that failed' },
] as const;

/** The office screens' views, above each one's own content. */
export function OfficeTabs() {
  const { pathname } = useLocation();
  return (
    <ViewTabs
      label="Office screens"
      tabs={OFFICE_SCREENS.map(({ to, label }) => ({ to, label, isCurrent: pathname === to }))}
    />
  );
}

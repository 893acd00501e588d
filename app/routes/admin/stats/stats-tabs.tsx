import { ViewTabs } from '../view-tabs';

/** The statistics' two views: visitors (the default) and site speed (?view=speed). */
export function StatsTabs({ current }: { current: 'visitors' | 'speed' }) {
  return (
    <ViewTabs
      label="Statistics views"
      tabs={[
        { to: '/admin/stats', label: 'Visitors', isCurrent: current === 'visitors' },
        { to: '/admin/stats?view=speed', label: 'Site speed', isCurrent: current === 'speed' },
      ]}
    />
  );
}

import { Link } from 'react-router';

const tabClass = (isCurrent: boolean) =>
  `inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
    isCurrent ? 'border-fg text-fg' : 'border-transparent text-link underline underline-offset-4'
  }`;

/** The statistics' two views: visitors (the default) and site speed (?view=speed). */
export function StatsTabs({ current }: { current: 'visitors' | 'speed' }) {
  const tabs = [
    { key: 'visitors', label: 'Visitors', to: '/admin/stats' },
    { key: 'speed', label: 'Site speed', to: '/admin/stats?view=speed' },
  ] as const;
  return (
    <nav aria-label="Statistics" className="border-b border-border">
      <ul className="flex gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === current ? 'page' : undefined}
              className={tabClass(tab.key === current)}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenTitle } from '../admin-shell';
import { filterQuery, type LeadFilter } from './lead-data';

/** The pipeline's views; the board and the list keep the filter when you switch. */
export type LeadsView = 'home' | 'board' | 'list';

const pill = (isCurrent: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold whitespace-nowrap ${
    isCurrent ? 'bg-fg text-bg' : 'border border-border-strong text-fg hover:bg-surface-muted'
  }`;

/** A pipeline screen's title, its views (home, board, list) and the export of what it shows. */
export function LeadsHeader({
  view,
  title,
  intro,
  filter = {},
  children,
}: {
  view: LeadsView;
  title: string;
  intro?: ReactNode;
  filter?: LeadFilter;
  children?: ReactNode;
}) {
  const query = filterQuery(filter);
  const views: [LeadsView, string, string][] = [
    ['home', 'Home', '/admin'],
    ['board', 'Board', `/admin/leads/board${query}`],
    ['list', 'List', `/admin/leads${query}`],
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenTitle title={title} intro={intro} />
      <nav aria-label="Pipeline views" className="flex flex-wrap items-center gap-2">
        <ul className="flex flex-wrap gap-2">
          {views.map(([key, label, to]) => (
            <li key={key}>
              <Link
                to={to}
                aria-current={view === key ? 'page' : undefined}
                className={pill(view === key)}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
        {children}
        {view !== 'home' && (
          <a href={`/admin/export.csv${query}`} download className={`${pill(false)} sm:ml-auto`}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        )}
      </nav>
    </div>
  );
}

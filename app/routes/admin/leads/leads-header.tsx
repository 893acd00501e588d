import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScreenTitle } from '../admin-shell';
import { ClockNote } from '../kit';
import { pill, ViewTabs } from '../view-tabs';
import { filterQuery, type LeadFilter } from './lead-data';

/** The pipeline's views; the board and the list keep the filter when you switch. */
export type LeadsView = 'home' | 'board' | 'list';

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
      {view !== 'board' && <ClockNote />}
      <ViewTabs
        label="Pipeline views"
        tabs={views.map(([key, label, to]) => ({ to, label, isCurrent: view === key }))}
      >
        {children}
        {view !== 'home' && (
          <a href={`/admin/export.csv${query}`} download className={`${pill(false)} sm:ml-auto`}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        )}
      </ViewTabs>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One view of a screen group: where it is, its name, and whether it is the one shown. */
export interface ViewTab {
  to: string;
  label: string;
  isCurrent: boolean;
}

/** The pill look of a view link (also used for actions that sit beside the views). */
export const pill = (isCurrent: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold whitespace-nowrap ${
    isCurrent ? 'bg-fg text-bg' : 'border border-border-strong text-fg hover:bg-surface-muted'
  }`;

/**
 * The views of one screen group (the pipeline's home, board and list; the office's settings,
 * alerts and privacy; the statistics' visitors and site speed) as a labelled navigation, the
 * current one marked with aria-current. `children` sit after the links (an export button).
 */
export function ViewTabs({
  label,
  tabs,
  children,
}: {
  label: string;
  tabs: readonly ViewTab[];
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {tabs.map(({ to, label: name, isCurrent }) => (
          <li key={to}>
            <Link to={to} aria-current={isCurrent ? 'page' : undefined} className={pill(isCurrent)}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenTitle } from '../admin-shell';

/** A content screen's way back (Content / Posts), its h1, and its main action beside it. */
export function ScreenHeader({
  crumbs,
  title,
  intro,
  action,
}: {
  crumbs: readonly { to: string; label: string }[];
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap gap-x-2 text-sm">
          {crumbs.map((crumb) => (
            <li key={crumb.to} className="flex gap-2">
              <Link
                to={crumb.to}
                className="inline-flex min-h-6 items-center font-semibold text-link underline underline-offset-4"
              >
                {crumb.label}
              </Link>
              <span aria-hidden="true" className="text-fg-muted">
                /
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ScreenTitle title={title} intro={intro} />
        {action}
      </div>
    </div>
  );
}

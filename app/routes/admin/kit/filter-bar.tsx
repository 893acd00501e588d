import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KitButton, kitButtonClass } from './button-link';

/**
 * A screen's filters: a GET form (the choice is in the address, so it can be bookmarked and
 * works without script), a Filter button, and Clear while a filter is on.
 */
export function FilterBar({
  label,
  clearTo,
  isFiltered,
  children,
}: {
  /** The search landmark's name: "Filter the audit log". */
  label: string;
  /** The screen without filters. */
  clearTo: string;
  isFiltered: boolean;
  /** The controls (Fields). */
  children: ReactNode;
}) {
  return (
    <search aria-label={label}>
      <form method="get" className="flex flex-wrap items-end gap-3">
        {children}
        <KitButton type="submit">Filter</KitButton>
        {isFiltered && (
          <Link to={clearTo} className={kitButtonClass('quiet')}>
            Clear the filter
          </Link>
        )}
      </form>
    </search>
  );
}

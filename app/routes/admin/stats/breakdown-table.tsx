import { Link } from 'react-router';
import type { BreakdownRow } from '../../../../server/stats/report-types';
import { COLUMN_LABELS, TABLE_SPECS } from './breakdown-tables';
import { count, percent, valueWords } from './stats-format';
import {
  type ColumnKey,
  sortHref,
  sortOf,
  sortRows,
  statsHref,
  type TableKey,
  TOP_ROWS,
  type ViewState,
} from './stats-sort';

const link = 'font-semibold text-link underline underline-offset-4';
const cell = 'px-2 py-2 sm:px-3';
/** On a phone a table shows visits, enquiries and rate; views and visitors from 640 px up. */
const wideOnly = (column: ColumnKey) =>
  column === 'views' || column === 'visitors' ? 'hidden sm:table-cell' : '';

/** One breakdown (pages, entry pages, sites, campaigns, devices): sortable by its headers' links. */
export function BreakdownTable({
  table,
  rows,
  state,
}: {
  table: TableKey;
  rows: readonly BreakdownRow[];
  state: ViewState;
}) {
  const spec = TABLE_SPECS[table];
  const sort = sortOf(state, table);
  const isAll = state.all.includes(table);
  const sorted = sortRows(rows, sort);
  const shown = isAll ? sorted : sorted.slice(0, TOP_ROWS);
  const titleId = `stats-${table}`;
  return (
    <div
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-card"
      data-table={table}
    >
      <h2 id={titleId} className="text-h3 text-fg">
        {spec.title}
      </h2>
      <p className="text-sm text-fg-muted">{spec.hint}</p>
      {rows.length === 0 ? (
        <p className="text-fg">{spec.empty}</p>
      ) : (
        // A phone scrolls a wide table sideways inside this region (reachable by keyboard).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
        <section aria-labelledby={titleId} tabIndex={0} className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby={titleId}>
            <thead className="bg-surface-muted text-fg">
              <tr>
                <SortHeader column="value" label={spec.name} {...{ table, state, sort }} />
                {spec.columns.map((column) => (
                  <SortHeader
                    key={column}
                    column={column}
                    label={COLUMN_LABELS[column]}
                    {...{ table, state, sort }}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.value} className="border-t border-border align-top">
                  <th
                    scope="row"
                    className={`${cell} min-w-24 font-normal [overflow-wrap:anywhere] text-fg`}
                  >
                    {valueWords(table, row.value)}
                  </th>
                  {spec.columns.map((column) => (
                    <td
                      key={column}
                      className={`${cell} ${wideOnly(column)} text-right whitespace-nowrap text-fg`}
                    >
                      {column === 'rate' ? percent(row.rate, row.visits) : count(row[column])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {rows.length > TOP_ROWS && (
        <Link
          to={statsHref(state, {
            all: isAll ? state.all.filter((other) => other !== table) : [...state.all, table],
          })}
          preventScrollReset
          className={`text-sm ${link}`}
        >
          {isAll ? `Show the top ${TOP_ROWS} only` : `Show all ${rows.length} ${spec.plural}`}
        </Link>
      )}
    </div>
  );
}

function SortHeader({
  table,
  column,
  label,
  state,
  sort,
}: {
  table: TableKey;
  column: ColumnKey;
  label: string;
  state: ViewState;
  sort: { column: ColumnKey; dir: 'asc' | 'desc' };
}) {
  const isSorted = sort.column === column;
  const ariaSort = isSorted ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={`${cell} ${wideOnly(column)} font-semibold whitespace-nowrap ${column === 'value' ? '' : 'text-right'}`}
    >
      <Link
        to={sortHref(state, table, column)}
        preventScrollReset
        className="inline-flex min-h-6 items-center gap-1 text-link underline underline-offset-4"
      >
        {label}
        {isSorted && (
          <span aria-hidden="true" className="text-xs">
            {sort.dir === 'asc' ? '▲' : '▼'}
          </span>
        )}
      </Link>
    </th>
  );
}

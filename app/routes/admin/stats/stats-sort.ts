/**
 * The breakdown tables' sorting and "show all" from the address (?sort=TABLE.COLUMN&dir=asc|desc,
 * ?all=TABLE), and the links that change them while keeping the period. Unknown values fall
 * back quietly to each table's own order.
 */
import type { BreakdownRow, StatsReport } from '../../../../server/stats/report-types';

export const TABLES = ['pages', 'entries', 'referrers', 'campaigns', 'devices'] as const;
export type TableKey = (typeof TABLES)[number];

export const COLUMNS = ['value', 'views', 'visitors', 'visits', 'enquiries', 'rate'] as const;
export type ColumnKey = (typeof COLUMNS)[number];

export type Direction = 'asc' | 'desc';

export interface SortChoice {
  table: TableKey;
  column: ColumnKey;
  dir: Direction;
}

/** Each table's order when the address names none: the most visited (pages: viewed) first. */
export const DEFAULT_COLUMN: Record<TableKey, ColumnKey> = {
  pages: 'views',
  entries: 'visits',
  referrers: 'visits',
  campaigns: 'visits',
  devices: 'visits',
};

/** Names read A to Z first; numbers largest first. */
export const firstDirection = (column: ColumnKey): Direction =>
  column === 'value' ? 'asc' : 'desc';

/** The rows a table shows before "show all". */
export const TOP_ROWS = 20;

/** The address's state: the period (as given) and the tables' sort and "show all". */
export interface ViewState {
  /** period, from and to as the address had them (kept by every link). */
  period: Record<string, string>;
  sort?: SortChoice;
  all: TableKey[];
}

const isTable = (text: string): text is TableKey => (TABLES as readonly string[]).includes(text);
const isColumn = (text: string): text is ColumnKey => (COLUMNS as readonly string[]).includes(text);

/** The sort the address asks for, if it names a known table and column. */
export function parseSort(params: URLSearchParams): SortChoice | undefined {
  const [table = '', column = '', ...rest] = (params.get('sort') ?? '').split('.');
  if (rest.length > 0 || !isTable(table) || !isColumn(column)) return undefined;
  const asked = params.get('dir');
  const dir = asked === 'asc' || asked === 'desc' ? asked : firstDirection(column);
  return { table, column, dir };
}

/** The address's state, with only known values kept. */
export function viewState(params: URLSearchParams): ViewState {
  const period: Record<string, string> = {};
  for (const key of ['period', 'from', 'to']) {
    const value = params.get(key);
    if (value) period[key] = value.slice(0, 40);
  }
  const all = [...new Set(params.getAll('all').filter(isTable))];
  return { period, sort: parseSort(params), all };
}

/** The sort a table is shown in now. */
export function sortOf(state: ViewState, table: TableKey): SortChoice {
  if (state.sort?.table === table) return state.sort;
  const column = DEFAULT_COLUMN[table];
  return { table, column, dir: firstDirection(column) };
}

/** /admin/stats with the state changed as given (the period always kept). */
export function statsHref(state: ViewState, change: Partial<Omit<ViewState, 'period'>> = {}) {
  const next = { ...state, ...change };
  const params = new URLSearchParams(next.period);
  if (next.sort) {
    params.set('sort', `${next.sort.table}.${next.sort.column}`);
    params.set('dir', next.sort.dir);
  }
  for (const table of next.all) params.append('all', table);
  return params.size ? `/admin/stats?${params}` : '/admin/stats';
}

/** The link a column header carries: sort by it, or turn the order round if it is the sort. */
export function sortHref(state: ViewState, table: TableKey, column: ColumnKey) {
  const now = sortOf(state, table);
  const dir: Direction =
    now.column === column ? (now.dir === 'asc' ? 'desc' : 'asc') : firstDirection(column);
  return statsHref(state, { sort: { table, column, dir } });
}

/** The rows in the chosen order; ties keep the name order so the list is stable. */
export function sortRows(rows: readonly BreakdownRow[], sort: SortChoice): BreakdownRow[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order =
      sort.column === 'value'
        ? a.value.localeCompare(b.value, 'en')
        : a[sort.column] - b[sort.column];
    return order !== 0 ? order * sign : a.value.localeCompare(b.value, 'en');
  });
}

/** The table's rows from the report. */
export const rowsOf = (report: StatsReport, table: TableKey) => report[table];

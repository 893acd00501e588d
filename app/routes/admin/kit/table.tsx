import type { ReactNode } from 'react';

/** One column: its header, and what a row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Kept on one line (times, short codes). */
  nowrap?: boolean;
}

/**
 * The admin's table: a real `<table>` with a caption from a middle-sized screen up; on a phone
 * the same rows as cards, each column's header beside its value (nothing scrolls sideways).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowData,
}: {
  /** What the table holds (read out; shown to screen readers only). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** data-* attributes for a row (tests find rows by them). */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
}) {
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-fg">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)} className="border-t border-border align-top">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 text-fg ${column.nowrap ? 'whitespace-nowrap' : 'break-words'}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-border bg-surface p-3 text-sm">
            <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="font-semibold text-fg-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words text-fg">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

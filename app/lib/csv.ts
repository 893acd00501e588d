/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and defused when it starts
 * like a spreadsheet formula (= + - @ tab CR), so an export cannot run code when opened.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row, then one row per record, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const line = (cells: readonly unknown[]) =>
    cells.map((cell) => csvCell(cell as string | number | null | undefined)).join(',');
  return `${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}

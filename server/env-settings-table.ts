/**
 * The README's settings table, written from the settings' definitions (env-settings.ts) between
 * two markers: `npm run docs:settings` writes it, env-settings.test.ts fails when it differs.
 */
import { SETTINGS } from './env-settings.ts';

export const TABLE_START = '<!-- settings table: written by `npm run docs:settings` -->';
export const TABLE_END = '<!-- end of the settings table -->';

/** The table as Markdown, its columns padded to line up. */
export function settingsTable(): string {
  const rows = [
    ['variable', 'default', 'what it does'],
    ...SETTINGS.map((setting) => [
      setting.names.map((name) => `\`${name}\``).join(', '),
      setting.default,
      setting.what,
    ]),
  ];
  const widths = [0, 1, 2].map((column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** `readme` with the text between the markers replaced by the table; throws when a marker is missing. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`README.md needs the lines ${TABLE_START} and ${TABLE_END}, in that order.`);
  }
  const before = readme.slice(0, start + TABLE_START.length);
  return `${before}\n\n${settingsTable()}\n\n${readme.slice(end)}`;
}

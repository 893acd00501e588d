/**
 * The settings tables, written from the settings' definitions (env-settings.ts) between two
 * markers: the README's (a line each) and the production guide's (docs/deploy.md: each setting's
 * longer note where it has one). `npm run docs:settings` writes both; env-settings.test.ts fails
 * when either differs.
 */
import { SETTINGS, type SettingDefinition } from './env-settings.ts';

export const TABLE_START = '<!-- settings table: written by `npm run docs:settings` -->';
export const TABLE_END = '<!-- end of the settings table -->';

/** Which document a table is for: the README's short lines, or the production guide's notes. */
export type TableKind = 'readme' | 'deploy';

/** The documents each kind of table is written into, from the project's root. */
export const TABLE_FILES: Record<TableKind, string> = {
  readme: 'README.md',
  deploy: 'docs/deploy.md',
};

/** The table as Markdown, its columns padded to line up. */
export function settingsTable(kind: TableKind = 'readme'): string {
  const rows = [
    ['variable', 'default', 'what it does'],
    ...SETTINGS.map((setting: SettingDefinition) => [
      setting.names.map((name) => `\`${name}\``).join(', '),
      setting.default,
      kind === 'deploy' ? (setting.deploy ?? setting.what) : setting.what,
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

/** `text` with what is between the markers replaced by the table; throws when a marker is missing. */
export function withSettingsTable(text: string, kind: TableKind = 'readme'): string {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(
      `${TABLE_FILES[kind]} needs the lines ${TABLE_START} and ${TABLE_END}, in that order.`,
    );
  }
  const before = text.slice(0, start + TABLE_START.length);
  return `${before}\n\n${settingsTable(kind)}\n\n${text.slice(end)}`;
}

// @ts-check
/**
 * `npm run docs:settings`: writes the README's settings table from the settings' definitions
 * (server/env-settings.ts, decision 053). server/env-settings.test.ts fails when it was not run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { withSettingsTable } from '../server/env-settings-table.ts';

const readme = new URL('../README.md', import.meta.url);
const before = await readFile(readme, 'utf8');
const after = withSettingsTable(before);
if (after === before) {
  console.log('README.md: the settings table is up to date.');
} else {
  await writeFile(readme, after);
  console.log('README.md: the settings table is written.');
}

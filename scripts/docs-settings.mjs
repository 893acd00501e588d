// @ts-check
/**
 * `npm run docs:settings`: writes the settings tables of the README and of docs/deploy.md from
 * the settings' definitions (server/env-settings.ts, decision 053). server/env-settings.test.ts
 * fails when it was not run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { TABLE_FILES, withSettingsTable } from '../server/env-settings-table.ts';

for (const kind of /** @type {const} */ (['readme', 'deploy'])) {
  const file = new URL(`../${TABLE_FILES[kind]}`, import.meta.url);
  const before = await readFile(file, 'utf8');
  const after = withSettingsTable(before, kind);
  if (after === before) {
    console.log(`${TABLE_FILES[kind]}: the settings table is up to date.`);
  } else {
    await writeFile(file, after);
    console.log(`${TABLE_FILES[kind]}: the settings table is written.`);
  }
}

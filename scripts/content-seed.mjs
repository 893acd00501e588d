// `npm run content:import`: content/ → the database named by DATABASE_URL (default
// sqlite:data/site.db), every file checked first. `npm run content:export [-- --out DIR]`: every
// published item → DIR (default content/) as Markdown with its pictures. See docs/content.md.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isRefusal } from '../common/refusal.ts';
import { readConfig, redactUrl } from '../server/config.ts';
import { announcerFor } from '../server/content/change-feed.ts';
import { createContentStore } from '../server/content/store.ts';
import { migrate, openDatabase } from '../server/db/connect.ts';
import { createCdnPurger } from '../server/http/cdn-purge.ts';
import { createFailureLog } from '../server/ops/failure-log.ts';
import { contentTags } from '../server/services.ts';
import { seedCategoryWords } from '../server/taxonomy/seed-categories.ts';
import { root } from './lib/paths.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, from: { type: 'string' } },
});
const [command] = positionals;
if (command !== 'import' && command !== 'export') {
  console.error('usage: content-seed.mjs import [--from DIR] | export [--out DIR]');
  process.exit(2);
}

const config = readConfig(process.env);
const database = openDatabase(config.databaseUrl, root);
try {
  await migrate(database);
  // On PostgreSQL the running servers hear the import and drop what they cached.
  const store = createContentStore(database.db, {
    announce: announcerFor(database.dialect, randomUUID()),
  });
  // This process made the change, so it purges the CDN (CDN_PURGE_URL), as a server would.
  const purger = config.cdnPurge ? createCdnPurger(config.cdnPurge, createFailureLog()) : undefined;
  store.onChange((change) => {
    if (change.isPublic) purger?.purge(contentTags(change));
  });
  const where = redactUrl(config.databaseUrl);
  if (command === 'import') {
    const dir = resolve(values.from ?? resolve(root, 'content'));
    const result = await store.importSeed(dir);
    console.log(
      `content:import ${dir} -> ${where}: ${result.created} new, ${result.updated} updated, ${result.unchanged} unchanged (each new or changed item published)`,
    );
    for (const line of seedCategoryWords(result.addedCategories))
      console.log(`content:import: ${line}`);
    await purger?.settle();
  } else {
    const dir = resolve(values.out ?? resolve(root, 'content'));
    const result = await store.exportSeed(dir);
    console.log(`content:export ${where} -> ${dir}: ${result.written.length} files written`);
    if (result.notInDatabase.length > 0) {
      console.log(
        `not published in the database (left as they are): ${result.notInDatabase.join(', ')}`,
      );
    }
  }
} catch (error) {
  console.error(
    `content:${command} failed: ${error instanceof Error || isRefusal(error) ? error.message : error}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}

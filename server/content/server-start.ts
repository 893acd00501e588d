/**
 * The content store's part of the server start: the seed is imported when the content tables
 * are empty (the first start on a new database, from one server even when several start at
 * once), and scheduled publishes are made live by a timer (each once, on any server).
 */
import { existsSync } from 'node:fs';
import { isRefusal } from '../../common/refusal.ts';
import { describeError } from '../ops/error-code.ts';
import type { FailureLog } from '../ops/failure-log.ts';
import { seedCategoryWords } from '../taxonomy/seed-categories.ts';
import { SeedError } from './seed-import.ts';
import type { ContentStore } from './store.ts';

/**
 * How often the scheduler looks for due publishes by default (a publish fires within this of its
 * time); CONTENT_SCHEDULE_SECONDS sets another (server/config.ts).
 */
export const SCHEDULER_INTERVAL_MS = 30_000;

/**
 * Imports `contentDir` into an empty store, or the settings documents a store lacks; a bad seed
 * is reported and the start goes on. Resolves true when this start imported the seed (the
 * sample comments follow it: server/comments/seed.ts).
 */
export async function seedOnFirstStart(
  store: ContentStore,
  contentDir: string,
  say: (line: string) => void = console.log,
): Promise<boolean> {
  if (!existsSync(contentDir)) {
    say(`content: no ${contentDir} to import; the content store starts empty`);
    return false;
  }
  try {
    const result = await store.importSeed(contentDir, { onlyIfEmpty: true });
    if (result.imported) {
      say(`content: imported ${result.created} items from content/ (first start)`);
      for (const line of seedCategoryWords(result.addedCategories)) say(`content: ${line}`);
      return true;
    }
    // A settings document this version of the site added (e.g. the page introductions) joins
    // a store that has content already; the office's own documents are never overwritten.
    const added = await store.importSeed(contentDir, { missingDocuments: true });
    for (const line of seedCategoryWords(added.addedCategories)) say(`content: ${line}`);
    if (added.created > 0) {
      say(`content: added ${added.created} new settings documents from content/settings`);
    }
  } catch (error) {
    // A seed's messages name files and fields, never a visitor's data.
    const cause =
      error instanceof SeedError || isRefusal(error)
        ? error.message.split('\n')[0]
        : describeError(error);
    say(
      `content: the seed was not imported: ${cause}. The built pages are served as they are; fix content/ and run npm run content:import.`,
    );
  }
  return false;
}

/** Publishes due items every `everyMs`; returns the function that stops it. */
export function startScheduler(
  store: ContentStore,
  log: FailureLog,
  everyMs = SCHEDULER_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    store.publishDue().catch((error) => log.failure('content', error, '(scheduled publishing)'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

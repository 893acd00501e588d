/**
 * What the spam corpus's two halves share: the scripted bots (tests/server/spam-corpus.test.ts)
 * and the people in Chromium (tests/e2e/spam-corpus.spec.ts, all 100 in `npm run bench:spam`).
 */
import { openDatabase } from '../../../server/db/connect';

/** Where each email's post landed: spam, or inbox (a sign-up on the list counts as inbox). */
export async function landings(databaseUrl: string): Promise<Map<string, 'spam' | 'inbox'>> {
  const { db, close } = openDatabase(databaseUrl);
  try {
    const rows = await db.selectFrom('submissions').select(['email', 'folder']).execute();
    const signUps = await db.selectFrom('subscribers').select(['email', 'folder']).execute();
    return new Map([
      ...rows.map((row) => [row.email, row.folder === 'spam' ? 'spam' : 'inbox'] as const),
      ...signUps.map((row) => [row.email, row.folder === 'spam' ? 'spam' : 'inbox'] as const),
    ]);
  } finally {
    await close();
  }
}

/** Runs `work` on each item, `lanes` at a time. */
export async function inLanes<T>(
  items: T[],
  lanes: number,
  work: (item: T, lane: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      while (next < items.length) await work(items[next++] as T, lane);
    }),
  );
}

/** The site's server as the corpus meets it: behind a proxy, every sender an address of its own. */
export const CORPUS_SETTINGS = {
  TRUST_PROXY: '1',
  RATE_LIMIT_PER_MINUTE: '100000',
  VITALS_PER_MINUTE: '100000',
};

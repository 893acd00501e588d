import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { chromeArgs, findChrome, findTestBrowser } from '../../scripts/find-chrome.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { openDatabase } from '../../server/db/connect';
import { TEST_FORM_SECRET } from '../server/support/form-tokens';
import { botCorpus, patientBots } from './support/bot-corpus';
import { expect, test } from './support/fixtures';
import { humans, visit } from './support/human-visitors';

/**
 * The spam corpus (issue 19): at least 500 scripted bots of every kind and at least 100 people
 * in Chromium (typing key by key, some choosing a saved address for autofill, half without
 * JavaScript) against the real server: at least 98% of the bots land in Spam and no person does.
 * Prints the figures.
 */
test.use({ launchOptions: { executablePath: findChrome(), args: chromeArgs } });
test.describe.configure({ mode: 'serial' });

const PEOPLE = 100;

let server: Awaited<ReturnType<typeof startServer>>;
let databaseUrl: string;

test.beforeAll(async () => {
  databaseUrl = `sqlite:${join(mkdtempSync(join(tmpdir(), 'spam-corpus-')), 'site.db')}`;
  server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      // Behind a proxy: each bot and person has an address of their own.
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
      VITALS_PER_MINUTE: '100000',
      FORM_SECRET: TEST_FORM_SECRET,
    },
  });
});
test.afterAll(async () => server?.close());

/** Where each email's post landed: spam, or inbox (a sign-up on the list counts as inbox). */
async function landings(): Promise<Map<string, 'spam' | 'inbox'>> {
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
async function inLanes<T>(
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

test('at least 98% of 780 scripted bots land in Spam', async () => {
  test.setTimeout(180_000);
  const corpus = botCorpus(server.url);
  await patientBots(corpus, server.url);
  const refused: string[] = [];
  await inLanes(corpus.bots, 8, async (bot) => {
    const status = await bot.send();
    if (status !== 303 && status !== 200) refused.push(`${bot.email}: ${status}`);
  });
  // Every bot got the answer anyone gets: a thank-you (303) or the script's "sent" (200).
  expect(refused).toEqual([]);
  const landed = await landings();
  const kinds = new Map<string, { sent: number; spam: number; stored: number }>();
  for (const bot of corpus.bots) {
    const row = kinds.get(bot.kind) ?? { sent: 0, spam: 0, stored: 0 };
    row.sent++;
    if (landed.has(bot.email)) row.stored++;
    if (landed.get(bot.email) === 'spam') row.spam++;
    kinds.set(bot.kind, row);
  }
  const total = [...kinds.values()].reduce(
    (sum, row) => ({
      sent: sum.sent + row.sent,
      spam: sum.spam + row.spam,
      stored: sum.stored + row.stored,
    }),
    { sent: 0, spam: 0, stored: 0 },
  );
  console.log('\nSpam corpus: scripted bots through the real server');
  console.table(
    Object.fromEntries(
      [...kinds, ['all', total] as const].map(([kind, row]) => [
        kind,
        { ...row, 'in Spam': `${((100 * row.spam) / row.sent).toFixed(1)}%` },
      ]),
    ),
  );
  expect(total.sent).toBeGreaterThanOrEqual(500);
  // Nothing is thrown away: every bot's post is stored, in Spam or not.
  expect(total.stored).toBe(total.sent);
  expect(total.spam / total.sent).toBeGreaterThanOrEqual(0.98);
});

test('no person of 100 in Chromium lands in Spam', async ({ browser }) => {
  test.setTimeout(360_000);
  const people = humans(PEOPLE);
  // People with a saved address need the full browser (autofill); the others use the lighter
  // headless shell the other specs use, when it is installed. Several people per context, each
  // context's pages one after another: script on and off, in each browser.
  const shell: Browser = await chromium.launch({
    executablePath: findTestBrowser(),
    args: chromeArgs,
  });
  const contexts: BrowserContext[] = [];
  const durations: number[] = [];
  const started = Date.now();
  try {
    const groups = [true, false].flatMap((withScript) => [
      { on: shell, withScript, autofill: false, lanes: 2 },
      { on: browser, withScript, autofill: true, lanes: 1 },
    ]);
    await Promise.all(
      groups.map(async (group) => {
        const context = await group.on.newContext({ javaScriptEnabled: group.withScript });
        contexts.push(context);
        const pages = await Promise.all(
          Array.from({ length: group.lanes }, () => context.newPage()),
        );
        const mine = people.filter(
          (person) =>
            (person.n % 2 === 0) === group.withScript && person.autofill === group.autofill,
        );
        await inLanes(mine, group.lanes, async (person, lane) => {
          const t0 = Date.now();
          await visit(pages[lane] as (typeof pages)[number], server.url, person, group.withScript);
          durations.push(Date.now() - t0);
        });
      }),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await shell.close();
  }
  const landed = await landings();
  const inSpam = people.filter((person) => landed.get(person.email) === 'spam');
  const missing = people.filter((person) => !landed.has(person.email));
  const median = durations.sort((a, b) => a - b)[Math.floor(durations.length / 2)] ?? 0;
  console.log(
    `\nSpam corpus: ${people.length} people in Chromium (${people.filter((p) => p.autofill).length} with autofill, half without JavaScript) in ${Math.round((Date.now() - started) / 1000)} s (a visit takes ${(median / 1000).toFixed(1)} s at the median): ` +
      `${people.length - inSpam.length - missing.length} in the inbox, ${inSpam.length} in Spam, ${missing.length} missing`,
  );
  expect(missing.map((person) => person.email)).toEqual([]);
  expect(inSpam.map((person) => person.email)).toEqual([]);
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { startServer } from '../../scripts/serve.mjs';
import { TEST_FORM_SECRET } from '../server/support/form-tokens';
import { CORPUS_SETTINGS, inLanes, landings } from '../server/support/spam-corpus';
import { expect, test } from './support/fixtures';
import { humans, visit } from './support/human-visitors';

/**
 * The spam corpus's people (issue 19), in Chromium against the real server: typing key by key,
 * some choosing a saved address for autofill, half without JavaScript; none lands in Spam.
 * `npm test` sends six (every form, with and without script, autofill among them);
 * `npm run bench:spam` sends 100 (SPAM_CORPUS_PEOPLE) and prints the figures. The scripted bots
 * are a server test (tests/server/spam-corpus.test.ts).
 */
const PEOPLE = Number(process.env.SPAM_CORPUS_PEOPLE || 6);

let server: Awaited<ReturnType<typeof startServer>>;
let databaseUrl: string;

test.beforeAll(async () => {
  databaseUrl = `sqlite:${join(mkdtempSync(join(tmpdir(), 'spam-corpus-')), 'site.db')}`;
  server = await startServer({
    env: { DATABASE_URL: databaseUrl, ...CORPUS_SETTINGS, FORM_SECRET: TEST_FORM_SECRET },
  });
});
test.afterAll(async () => server?.close());

test(`no person of ${PEOPLE} in Chromium lands in Spam`, async ({ browser, fullBrowser }) => {
  test.setTimeout(Math.max(60_000, PEOPLE * 3_600));
  const people = humans(PEOPLE);
  const forms = new Set(people.map((person) => person.form));
  expect([...forms].sort()).toEqual(['comment', 'contact', 'newsletter', 'quote']);
  expect(people.some((person) => person.autofill)).toBe(true);
  // People with a saved address need the full browser (autofill, launched beside the worker's:
  // support/fixtures.ts); the others use the worker's, the lighter headless shell when it is
  // installed. Several people per context, each context's pages one after another: script on
  // and off, in each browser.
  const shell: Browser = browser;
  const full = await fullBrowser();
  const contexts: BrowserContext[] = [];
  const durations: number[] = [];
  const started = Date.now();
  try {
    const groups = [true, false].flatMap((withScript) => [
      { on: shell, withScript, autofill: false, lanes: 2 },
      { on: full, withScript, autofill: true, lanes: 1 },
    ]);
    await Promise.all(
      groups.map(async (group) => {
        const mine = people.filter(
          (person) =>
            (person.n % 2 === 0) === group.withScript && person.autofill === group.autofill,
        );
        if (mine.length === 0) return;
        const context = await group.on.newContext({ javaScriptEnabled: group.withScript });
        contexts.push(context);
        const pages = await Promise.all(
          Array.from({ length: group.lanes }, () => context.newPage()),
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
  }
  const landed = await landings(databaseUrl);
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

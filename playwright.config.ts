import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findFreePort } from './common/free-port.ts';
import { chromeArgs, findTestBrowser } from './scripts/find-chrome.mjs';
import { QUICK_FILL } from './tests/server/support/form-tokens.ts';
import { isSpecSample, SPEC_CONFORMANCE_FILES } from './tests/spec-sample.ts';

// The suite's own server listens on E2E_PORT, or on the first free port from 4321. The choice
// is written back to the environment so that the workers, which load this file again, agree.
process.env.E2E_PORT ??= String(await findFreePort(4321));
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${PORT}`;
const ci = Boolean(process.env.CI);

// The build runs before Playwright (npm test does it); the web server is the site's own server
// on a fresh SQLite file, with the inbox open (tests/e2e/support/server.ts has the password).
export default defineConfig({
  testDir: 'tests/e2e',
  // The spec's sample facts apply to the sample company only (tests/spec-sample.ts).
  testIgnore: isSpecSample ? [] : SPEC_CONFORMANCE_FILES,
  fullyParallel: true,
  forbidOnly: ci,
  workers: 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // E2E_TRACE=retain-on-failure keeps a trace of every failure (to read a rare one).
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'on-first-retry',
    launchOptions: { executablePath: findTestBrowser(), args: chromeArgs },
  },
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning scripts/serve.mjs',
    env: {
      PORT: String(PORT),
      DATABASE_URL: `sqlite:${join(tmpdir(), `site-e2e-${process.pid}-${Date.now()}.db`)}`,
      ADMIN_PASSWORD: 'e2e-inbox-password',
      // Named, so a sign-in lands on the leads (unnamed, it asks for the name first).
      ADMIN_NAME: 'Robin Hale',
      RATE_LIMIT_PER_MINUTE: '10000',
      VITALS_PER_MINUTE: '10000',
      VIEWS_PER_MINUTE: '10000',
      // Tests post as soon as a form is filled; the "too fast" rule is tested at its real time
      // on servers of their own (spam-corpus.spec.ts, tests/server/spam-folder.test.ts).
      ...QUICK_FILL,
    },
    url: baseURL,
    // Never a server this run did not start: a busy E2E_PORT is an error, not another site.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});

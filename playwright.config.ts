import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, findChrome } from './scripts/find-chrome.mjs';

// E2E_PORT lets a second checkout run its suite beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${PORT}`;
const ci = Boolean(process.env.CI);

// The build runs before Playwright (npm test does it); the web server only serves build/client.
export default defineConfig({
  testDir: 'tests/e2e',
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
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChrome(), args: chromeArgs },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(PORT) },
    url: baseURL,
    reuseExistingServer: !ci,
    timeout: 60_000,
    stdout: 'pipe',
  },
});

import { imagetools } from 'vite-imagetools';
import { configDefaults, defineConfig } from 'vitest/config';
import { buildYear } from './plugins/build-year.ts';
import { islands } from './plugins/islands.ts';
import { isSpecSample, SPEC_CONFORMANCE_FILES } from './tests/spec-sample.ts';

// The spec's sample facts apply to the sample company only (tests/spec-sample.ts).
const exclude = [...configDefaults.exclude, ...(isSpecSample ? [] : SPEC_CONFORMANCE_FILES)];

const APP_TESTS = ['app/**/*.test.{ts,tsx}', 'common/**/*.test.ts'];
/**
 * Tests that change what the page's globals hold for the whole document (an island's boot on
 * window, stand-in observers and timers, the document's scroll) and read it back: each in a
 * context of its own. Shared, they failed (the islands, the home page's sliders and figures,
 * the statistics' period picker).
 */
const OWN_CONTEXT = [
  'app/islands/**/*.test.{ts,tsx}',
  'app/sections/**/*.test.{ts,tsx}',
  'app/routes/admin/stats/period-picker.test.tsx',
];

// Kept apart from vite.config.ts: the router plugin must not run under Vitest.
export default defineConfig({
  plugins: [imagetools(), buildYear(), islands()],
  resolve: { tsconfigPaths: true },
  test: {
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: APP_TESTS,
          exclude: [...exclude, ...OWN_CONTEXT],
          environment: 'jsdom',
          // Reused worker threads, one jsdom and one module graph per worker, files one after
          // another in it (as the server step, decision 042): measured 16 CPU-s for the 142 files
          // against 35 in a context of their own. These files leave nothing behind that another
          // reads (run twice and shuffled with --sequence.shuffle); OWN_CONTEXT's do.
          pool: 'threads',
          isolate: false,
          setupFiles: ['./app/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app-own-context',
          include: OWN_CONTEXT,
          exclude,
          environment: 'jsdom',
          // One jsdom per worker, each test file still in a context of its own: creating jsdom
          // for every file was 60% of the run (about 55 s of 110 s on a 2-core machine).
          pool: 'vmThreads',
          setupFiles: ['./app/test-setup.ts'],
        },
      },
      {
        extends: true,
        // The build scripts run in Node; some load modules through Vite, whose native parts
        // reject the globals of a VM context, so these run in plain worker threads.
        test: {
          name: 'scripts',
          // common/: the TypeScript that the build, the app and the server share.
          include: ['scripts/**/*.test.mjs', 'common/**/*.test.ts'],
          exclude,
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
    ],
  },
});

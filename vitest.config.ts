import { imagetools } from 'vite-imagetools';
import { configDefaults, defineConfig } from 'vitest/config';
import { buildYear } from './plugins/build-year.ts';
import { islands } from './plugins/islands.ts';
import { isSpecSample, SPEC_CONFORMANCE_FILES } from './tests/spec-sample.ts';

// The spec's sample facts apply to the sample company only (tests/spec-sample.ts).
const exclude = [...configDefaults.exclude, ...(isSpecSample ? [] : SPEC_CONFORMANCE_FILES)];

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
          include: ['app/**/*.test.{ts,tsx}', 'common/**/*.test.ts'],
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
        },
      },
    ],
  },
});

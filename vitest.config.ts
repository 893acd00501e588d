import { imagetools } from 'vite-imagetools';
import { configDefaults, defineConfig } from 'vitest/config';
import { isSpecSample, SPEC_CONFORMANCE_FILES } from './tests/spec-sample.ts';

// Kept apart from vite.config.ts: the router plugin must not run under Vitest.
export default defineConfig({
  plugins: [imagetools()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    // One jsdom per worker, each test file still in a context of its own: creating jsdom for
    // every file was 60% of the run (about 55 s of 110 s on a 2-core machine).
    pool: 'vmThreads',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    // The spec's sample facts apply to the sample company only (tests/spec-sample.ts).
    exclude: [...configDefaults.exclude, ...(isSpecSample ? [] : SPEC_CONFORMANCE_FILES)],
    setupFiles: ['./app/test-setup.ts'],
    css: false,
  },
});

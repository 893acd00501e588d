import { configDefaults, defineConfig } from 'vitest/config';
import { isSpecSample, SPEC_CONFORMANCE_FILES } from './tests/spec-sample.ts';

// Checks of the built site's files (build/client), run after `npm run build`.
export default defineConfig({
  test: {
    environment: 'jsdom',
    // One jsdom per worker, each file still in a context of its own (as the unit tests' app
    // project): a jsdom per file was most of this step's set-up time (decision 042).
    pool: 'vmThreads',
    include: ['tests/built/**/*.test.ts'],
    // The spec's sample facts apply to the sample company only (tests/spec-sample.ts).
    exclude: [...configDefaults.exclude, ...(isSpecSample ? [] : SPEC_CONFORMANCE_FILES)],
  },
});

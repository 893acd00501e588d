import { configDefaults, defineConfig } from 'vitest/config';
import { isSpecSample, SPEC_CONFORMANCE_FILES } from './tests/spec-sample.ts';

// Checks of the built site's files (build/client), run after `npm run build`.
export default defineConfig({
  test: {
    environment: 'jsdom',
    // One worker, one jsdom and one module graph for every file: the files only read the
    // build, and `builtPages()` parses the pages once for all of them (tests/built/built-pages.ts).
    // A context per file parsed every page four times and loaded jsdom twice (decision 042).
    pool: 'threads',
    isolate: false,
    maxWorkers: 1,
    include: ['tests/built/**/*.test.ts'],
    // The spec's sample facts apply to the sample company only (tests/spec-sample.ts).
    exclude: [...configDefaults.exclude, ...(isSpecSample ? [] : SPEC_CONFORMANCE_FILES)],
  },
});

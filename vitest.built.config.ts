import { configDefaults, defineConfig } from 'vitest/config';
import { isSpecSample, SPEC_CONFORMANCE_FILES } from './tests/spec-sample.ts';

// Checks of the built site's files (build/client), run after `npm run build`.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['tests/built/**/*.test.ts'],
    // The spec's sample facts apply to the sample company only (tests/spec-sample.ts).
    exclude: [...configDefaults.exclude, ...(isSpecSample ? [] : SPEC_CONFORMANCE_FILES)],
  },
});

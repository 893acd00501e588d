import { imagetools } from 'vite-imagetools';
import { configDefaults, defineConfig } from 'vitest/config';
import { isSpecSample, SPEC_CONFORMANCE_FILES } from './tests/spec-sample';

// Kept apart from vite.config.ts: the router plugin must not run under Vitest.
export default defineConfig({
  plugins: [imagetools()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    // The spec's sample facts apply to the sample company only (tests/spec-sample.ts).
    exclude: [...configDefaults.exclude, ...(isSpecSample ? [] : SPEC_CONFORMANCE_FILES)],
    setupFiles: ['./app/test-setup.ts'],
    css: false,
  },
});

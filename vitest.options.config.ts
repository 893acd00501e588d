import { defineConfig } from 'vitest/config';

// The site options' build check (tests/options): one build of a copy of the site with other
// options, in a temporary folder. Separate from `npm test` because it builds (about 30 s).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['tests/options/**/*.test.ts'],
    hookTimeout: 300_000,
  },
});

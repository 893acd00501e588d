import { defineConfig } from 'vitest/config';

// Checks of the built site's files (build/client), run after `npm run build`.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['tests/built/**/*.test.ts'],
  },
});

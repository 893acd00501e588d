import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the router plugin must not run under Vitest.
export default defineConfig({
  plugins: [imagetools()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['./app/test-setup.ts'],
    css: false,
  },
});

import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';
import { siteOptionsPlugin } from './app/site-options/vite-plugin.ts';

// Kept apart from vite.config.ts: the router plugin must not run under Vitest.
export default defineConfig({
  plugins: [imagetools(), siteOptionsPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./app/test-setup.ts'],
    css: false,
  },
});

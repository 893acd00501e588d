import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';

export default defineConfig({
  plugins: [tailwindcss(), imagetools(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Artwork stays as cacheable files instead of being inlined into the JS.
    assetsInlineLimit: 0,
  },
});

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { codeSplitting } from './vite.chunks';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), imagetools(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Artwork stays as cacheable files instead of being inlined into the JS.
    assetsInlineLimit: 0,
    // Few, fuller files for the browser; the pre-render build keeps the default.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting } },
  },
}));

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';
import { imagetools } from 'vite-imagetools';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

const nodeModules = /[\\/]node_modules[\\/]/;
const appCode = /[\\/]app[\\/]/;
const icons = /[\\/]lucide-react[\\/]/;

/**
 * How the browser build is cut into files (docs/decisions/009). Without groups, every module
 * that two chunks share becomes a file of its own: 54 files on a home page, 37 under 1 KB.
 * Groups are tried from the highest priority down; a module joins the first that matches.
 */
const codeSplitting: CodeSplitting = {
  groups: [
    // React, React DOM, the router and the header's icons: every page needs them at once.
    { name: 'framework', test: nodeModules, tags: ['$initial'], priority: 30 },
    // The carousel engine and its plugins, loaded together at a carousel's first movement.
    { name: 'carousel', test: /[\\/]embla-carousel/, priority: 25 },
    // What the first load of two or more routes shares (header parts, buttons, cards, meta).
    { name: 'app', test: appCode, tags: ['$initial'], minShareCount: 2, priority: 20 },
    // What deferred blocks share (cards, icons, pictures): one file, cached across pages.
    {
      name: 'blocks',
      test: (id) => appCode.test(id) || icons.test(id),
      minShareCount: 2,
      priority: 10,
    },
  ],
};

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

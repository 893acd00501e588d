import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';
import { imagetools } from 'vite-imagetools';
import { brandArtwork } from './plugins/brand-art.ts';
import { brandCheck } from './plugins/brand-check.ts';
import { brandPalette } from './plugins/brand-palette.ts';
import { buildYear } from './plugins/build-year.ts';
import { builtData } from './plugins/built-data.ts';
import { devPort } from './plugins/dev-port.ts';
import { devServices } from './plugins/dev-services.ts';
import { islands } from './plugins/islands.ts';
import { contentCollections } from './scripts/content/vite-plugin.mjs';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/** The packages every page runs from its first load; any other package loads where it is used. */
const framework =
  /[\\/]node_modules[\\/](?:react|react-dom|react-router|@react-router[\\/][^\\/]+|scheduler|cookie|set-cookie-parser|turbo-stream|lucide-react)[\\/]/;
const appCode = /[\\/]app[\\/]/;
/**
 * What only the public pages render (their routes, sections and cards): public pages run
 * islands, never this bundle, so it stays out of the admin's shared first-load file.
 */
const publicPages =
  /[\\/]app[\\/](?:sections[\\/]|components[\\/]cards[\\/]|routes[\\/](?!admin[\\/]))/;
const icons = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/**
 * The forms' code: fields, schemas, the validator, and the footer's sign-up (also a page's); the
 * React-free parts the form's island shares (app/browser/form-*.ts and the rest) too.
 */
const forms =
  /[\\/](?:app[\\/]forms|app[\\/]components[\\/]form|node_modules[\\/]valibot)[\\/]|[\\/]subscribe-form\.tsx$|[\\/]app[\\/]browser[\\/](?:form-[\w-]+|submit-form|validation-message)\.ts$|[\\/]app[\\/]islands[\\/](?:site-form-attrs|sent-confirmation)\.ts$/;

const admin = /[\\/]app[\\/]routes[\\/]admin[\\/]/;
/** The statistics screen (/admin/stats) and the d3 modules its chart draws with. */
const statsScreen =
  /[\\/](?:app[\\/]routes[\\/]admin[\\/]stats|node_modules[\\/](?:d3-[a-z]+|internmap))[\\/]/;

/**
 * How the browser build is cut into files (docs/decisions/013). Only the admin and the error
 * screens run it now: every public page is served with islands, built apart (decision 047).
 * Without groups, every module that two chunks share becomes a file of its own.
 * Groups are tried from the highest priority down; a module joins the first that matches.
 */
const codeSplitting: CodeSplitting = {
  groups: [
    // React, React DOM, the router and the icon helper: every screen needs them at once. Only
    // these: a package or an icon one screen needs (the forms' validator, the inbox's icons)
    // loads with that screen.
    {
      name: 'framework',
      test: (id) => framework.test(id) && !icons.test(id),
      tags: ['$initial'],
      priority: 30,
    },
    // What the first load of two or more admin routes shares with the root (icons, formats,
    // meta).
    {
      name: 'app',
      test: (id) =>
        (appCode.test(id) || icons.test(id)) &&
        ![forms, admin, publicPages].some((group) => group.test(id)),
      tags: ['$initial'],
      minShareCount: 2,
      priority: 20,
    },
    // The forms (fields, schema, validator): with the screens that carry a form.
    { name: 'forms', test: forms, priority: 15 },
    // The admin's shared parts (its frame, forms, formats): with the admin's routes only
    // (decision 022).
    { name: 'admin', test: (id) => admin.test(id) && !statsScreen.test(id), priority: 12 },
    // The statistics screen and its chart's d3 scales and lines: with /admin/stats only, not
    // with every admin screen. Below the admin group, so that the admin's frame it imports
    // stays in the admin's file (a group takes the modules its members import).
    { name: 'stats', test: statsScreen, priority: 11 },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // Dev only: PORT when set; content and brand problems in the browser's error overlay.
    devPort(),
    // The build's year for the copyright line where a page has no loader data.
    buildYear(),
    contentCollections(),
    brandCheck(),
    // The brand's palette and artwork first: Tailwind then reads the derived tokens.
    brandPalette(),
    brandArtwork(),
    // The browser gets the company facts, the site options and the main menu they make as
    // derived values, not app/brand.ts and the code that derives them.
    builtData(['app/content/site.ts', 'app/site-options/current.ts', 'app/content/main-menu.ts']),
    tailwindcss(),
    imagetools(),
    // Dev only: the admin and form posts get the server's services (before React Router's render).
    devServices(),
    // The islands of pages without React (decision 047): their own build, their boot's URL.
    islands(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  // `npm run dev` renders in Node, where a package's `node` export is the one to load. React
  // Router leaves that condition out when @react-router/node is not a dependency (our server
  // is Hono), so the dev server loaded fontkit's browser build, which has no openSync, and
  // every page answered 500. The build is unchanged: its server imports packages through Node.
  ...(command === 'serve' && {
    environments: { ssr: { resolve: { conditions: ['node'], externalConditions: ['node'] } } },
  }),
  build: {
    // Artwork stays as cacheable files instead of being inlined into the JS.
    assetsInlineLimit: 0,
    // Few, fuller files for the browser; the pre-render build keeps the default. Lazy barrels:
    // of a package that declares no side effects (lucide-react's index re-exports about 2,000
    // icons), only the modules imported are compiled: 2,789 modules became 695, the same
    // chunks and code (decision 042, session 34).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting }, experimental: { lazyBarrel: true } },
  },
}));

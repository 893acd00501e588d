import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** The islands' entry module (app/islands/boot.ts), relative to the project root. */
const BOOT_ENTRY = 'app/islands/boot.ts';
/** Where the built islands live under build/client: with the other hashed files, cached a year. */
const OUT_DIR = 'assets/islands';

/** The React-free helpers islands share with the React components (app/browser/). */
const HELPERS_DIR = '/app/browser/';
/** The query that gives a helper copied into one island its own module id. */
const COPY_QUERY = '?island=';

/**
 * Whether a helper keeps mutable state of its own (a top-level `let` or `var`): two copies would
 * each have theirs, so such a helper is shared in one file instead (cursor-preference keeps its
 * one piece of state on the window for that reason).
 */
const hasModuleState = (path: string) =>
  /^(?:export\s+)?(?:let|var)\s/m.test(readFileSync(path, 'utf8'));

/**
 * Copies each shared helper from app/browser/ (reveal-motion, cursor-preference, theme…) into
 * every island that imports it, instead of the bundler's shared chunk: a page that starts an
 * island fetches that island's file and nothing else (the 4-file budget, decision 047). The
 * helpers are small, so a copy costs less than a request. A helper gets an id of its own per
 * importing module (`…/reveal-motion.ts?island=counter`), and the helpers it imports in turn
 * inherit that name. Checked on the build by tests/built/island-files.test.ts.
 */
function copyHelpersIntoIslands(): Plugin {
  return {
    name: 'islands-copy-helpers',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.includes(HELPERS_DIR)) return null;
      const path = resolved.id.split('?')[0] ?? '';
      if (hasModuleState(path)) return null;
      const [importerPath, copiedFor] = importer.split(COPY_QUERY);
      const island = copiedFor ?? basename(importerPath ?? '', '.ts');
      return `${path}${COPY_QUERY}${island}`;
    },
  };
}

/** One built file of the islands: its path under build/client and its code. */
interface IslandFile {
  fileName: string;
  code: string;
}

/** The islands' own build, once per process (the browser and server builds share it). */
let built: Promise<IslandFile[]> | undefined;

/**
 * Builds the islands (docs/decisions/047) apart from the React app: plain ES modules, no React,
 * no router, no shared chunks with the app. One boot module and one file per island, loaded by
 * the boot with dynamic imports.
 */
export async function buildIslands(root: string): Promise<IslandFile[]> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [copyHelpersIntoIslands()],
    build: {
      write: false,
      target: 'es2022',
      // Library mode: no preload helper around the dynamic imports (about 1 KB gzip in the
      // boot); each island is a file of its own and imports nothing the boot would preload.
      lib: { entry: { boot: join(root, BOOT_ENTRY) }, formats: ['es'] },
      minify: true,
      rolldownOptions: {
        // Code the boot shares with an island stays in the boot (one file fetched up front),
        // which library mode's strict entry signature would move to a chunk of its own.
        preserveEntrySignatures: 'allow-extension',
        output: {
          // Library mode keeps the whitespace of ES output; these files go to browsers as is.
          minify: true,
          format: 'es',
          entryFileNames: `${OUT_DIR}/[name]-[hash].js`,
          chunkFileNames: `${OUT_DIR}/[name]-[hash].js`,
        },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((result) =>
    result.output.flatMap((item) =>
      item.type === 'chunk' ? [{ fileName: item.fileName, code: item.code }] : [],
    ),
  );
}

/** The boot module's URL in a build, from the islands' files. */
export function bootUrl(files: readonly IslandFile[]): string {
  const boot = files.find((file) => file.fileName.startsWith(`${OUT_DIR}/boot-`));
  if (!boot) throw new Error('islands: the build wrote no boot module');
  return `/${boot.fileName}`;
}

/**
 * Compiles the islands boot's URL into the app as `__ISLANDS_BOOT__` (app/root.tsx renders it on
 * routes with `handle.islands`) and writes the islands' files into the browser build. In dev
 * the boot is served from source by Vite.
 */
export function islands(): Plugin {
  let root = process.cwd();
  return {
    name: 'islands',
    async config(config, { command }) {
      root = config.root ?? root;
      if (command !== 'build') {
        return { define: { __ISLANDS_BOOT__: JSON.stringify(`/${BOOT_ENTRY}`) } };
      }
      built ??= buildIslands(root);
      return { define: { __ISLANDS_BOOT__: JSON.stringify(bootUrl(await built)) } };
    },
    async generateBundle() {
      if (this.environment.name !== 'client' || !built) return;
      for (const file of await built) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
      }
    },
  };
}

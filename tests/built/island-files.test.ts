import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBuilt, buildDir } from './built-pages';

// The islands' build (plugins/islands.ts) copies the shared React-free helpers (app/browser/)
// into each island that uses them: starting an island fetches its own file and nothing else
// (the boot is already there), which keeps a home page within 4 files before interaction.

const islandsDir = join(buildDir, 'assets/islands');

/** The files one built island imports statically (`import … from "./x.js"` or `import "./x.js"`). */
const staticImports = (code: string) =>
  [...code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+)["']/g)].map((match) => match[1]);

describe('built island files', () => {
  assertBuilt();
  const files = readdirSync(islandsDir).filter((file) => file.endsWith('.js'));

  it('have no chunk of a shared helper', () => {
    const modules = (dir: string) =>
      readdirSync(join(import.meta.dirname, '../../app', dir))
        .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
        .map((file) => file.replace(/\.ts$/, ''));
    const islands = modules('islands');
    // A helper named like an island (app/browser/marquee.ts, app/islands/marquee.ts) is that island's.
    const helpers = modules('browser').filter((helper) => !islands.includes(helper));
    expect(files.length).toBeGreaterThan(5);
    const helperChunks = files.filter((file) =>
      helpers.some((helper) => file.startsWith(`${helper}-`)),
    );
    expect(helperChunks).toEqual([]);
  });

  it('import statically nothing but the boot, which every page with islands has loaded', () => {
    const imports = files.flatMap((file) =>
      staticImports(readFileSync(join(islandsDir, file), 'utf8'))
        .filter((target) => !/^\.\/boot-[\w-]+\.js$/.test(target ?? ''))
        .map((target) => `${file} -> ${target}`),
    );
    expect(imports).toEqual([]);
  });
});

// The tree shows where code runs (STYLE.md §2, decision 044): scripts/ is build and tools only,
// so nothing in server/, app/ or common/ (the code the running site loads) imports from it, and
// what TypeScript imports from scripts/ is typed by its own JSDoc, never a hand-written .d.mts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/paths.mjs';

const CODE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
const SKIP = new Set(['node_modules', 'generated', 'build']);

/** Every file under `dir`, relative to the project, skipping dependencies and generated code. */
function filesUnder(dir) {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(sep).some((part) => SKIP.has(part)));
}

// `from '…'`, `import '…'`, `import('…')`, `export … from '…'` and `require('…')`.
const SPECIFIER =
  /\b(?:from\s*|import\s*\(?\s*|require\s*\(\s*)(['"`])([^'"`\n]+)\1|\bimport\s*(['"])([^'"\n]+)\3/g;

/**
 * The relative imports of a module's text that land in scripts/, as `line: specifier`.
 * @param {string} text the module's source
 * @param {string} file its path relative to the project
 */
function importsOfScripts(text, file) {
  const found = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[2] ?? match[4] ?? '';
    if (!specifier.startsWith('.')) continue;
    const target = relative(root, resolve(root, dirname(file), specifier));
    if (target === 'scripts' || target.startsWith(`scripts${sep}`)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line}: ${specifier}`);
    }
  }
  return found;
}

describe('the tree shows where code runs', () => {
  it('finds every form of import that reaches scripts/ (so the checks below can fail)', () => {
    const sample = [
      "import { a } from '../../scripts/serve.mjs';",
      'export { b } from "../../scripts/lib/paths.mjs";',
      "const c = await import('../../scripts/content/generate.mjs');",
      "import '../../scripts/lib/quiet-build.mjs';",
      "import { d } from '../../common/markdown.ts';",
      "import { e } from 'scripts-of-a-package';",
    ].join('\n');
    expect(importsOfScripts(sample, 'server/http/example.ts')).toEqual([
      'server/http/example.ts:1: ../../scripts/serve.mjs',
      'server/http/example.ts:2: ../../scripts/lib/paths.mjs',
      'server/http/example.ts:3: ../../scripts/content/generate.mjs',
      'server/http/example.ts:4: ../../scripts/lib/quiet-build.mjs',
    ]);
  });

  it('nothing in server/, app/ or common/ imports from scripts/', () => {
    const found = ['server', 'app', 'common']
      .flatMap(filesUnder)
      .filter((file) => CODE.test(file))
      .flatMap((file) => importsOfScripts(readFileSync(join(root, file), 'utf8'), file));
    expect(found, 'shared runtime code belongs in common/ (decision 044)').toEqual([]);
  });

  it('scripts/ holds no hand-written declaration files (.d.mts): JSDoc types its modules', () => {
    const found = filesUnder('scripts').filter((file) => DECLARATION.test(file));
    expect(found, 'type the module with JSDoc and // @ts-check, or move it to TypeScript').toEqual(
      [],
    );
  });
});

/**
 * The app takes only types from server/ (docs/decisions/045): a value it needs is in common/,
 * or reached through the services in the request context (app/server/context.ts). Biome's
 * noRestrictedImports cannot tell `import type` from a value import (2.6.8 reports both), so
 * this test reads every module of app/ and names the file and line of each import from
 * server/ that is not `import type` / `export type`: a value import, `import { type X }`
 * (which still loads the module under verbatimModuleSyntax), a bare `import '…'` or an
 * `import('…')`. app/server/ is the app's own folder, not ../server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const serverDir = join(root, 'server') + sep;

/** Every .ts and .tsx file under `dir`. */
function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where an import specifier written in `file` points (undefined for a package). */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('~/')) return join(root, 'app', specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return undefined;
}

const STATIC = /^[ \t]*(import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s*)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** `file:line  statement` for each import in `source` that loads a module of server/. */
function valueImportsOfServer(file: string, source: string): string[] {
  const found: { at: number; text: string }[] = [];
  const intoServer = (specifier: string) =>
    (target(file, specifier) ?? '').startsWith(serverDir) ||
    `${target(file, specifier)}${sep}` === serverDir;
  for (const match of source.matchAll(STATIC)) {
    const [text, , typeOnly, specifier = ''] = match;
    if (!typeOnly && intoServer(specifier)) found.push({ at: match.index, text });
  }
  for (const match of source.matchAll(DYNAMIC)) {
    if (intoServer(match[1] ?? '')) found.push({ at: match.index, text: match[0] });
  }
  return found.map(({ at, text }) => {
    const line = source.slice(0, at).split('\n').length;
    return `${relative(root, file)}:${line}  ${text.trim().replace(/\s+/g, ' ')}`;
  });
}

describe('the boundary between app/ and server/', () => {
  it('app/ imports from server/ only with import type', () => {
    const offenders = modulesUnder(join(root, 'app')).flatMap((file) =>
      valueImportsOfServer(file, readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('the check names the file and line of each kind of value import, and lets types pass', () => {
    const file = join(root, 'app', 'routes', 'admin', 'sample.ts');
    const source = [
      "import type { Services } from '../../../server/services';",
      "export type { Media } from '../../../server/content/media';",
      "import { field } from '../../server/admin-session.server';",
      "import { type Lead, leadOf } from '../../../server/leads/lead-detail';",
      'import {',
      '  isRowId,',
      "} from '../../../server/db/row-id';",
      "import { type OnlyType } from '~/../server/leads/tables';",
      "import '../../../server/ops/failure-log';",
      "export { mediaUrl } from '../../../server/content/media-name';",
      "const later = await import('../../../server/mail/outbox');",
      "import { refusal } from '../../../common/refusal';",
    ].join('\n');
    expect(valueImportsOfServer(file, source)).toEqual([
      "app/routes/admin/sample.ts:4  import { type Lead, leadOf } from '../../../server/leads/lead-detail'",
      "app/routes/admin/sample.ts:5  import { isRowId, } from '../../../server/db/row-id'",
      "app/routes/admin/sample.ts:8  import { type OnlyType } from '~/../server/leads/tables'",
      "app/routes/admin/sample.ts:9  import '../../../server/ops/failure-log'",
      "app/routes/admin/sample.ts:10  export { mediaUrl } from '../../../server/content/media-name'",
      "app/routes/admin/sample.ts:11  import('../../../server/mail/outbox')",
    ]);
  });
});

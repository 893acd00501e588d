import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The pre-rendered site. */
export const buildDir = resolve(import.meta.dirname, '../../build/client');

/** Fails with a clear message when there is no build to check. */
export function assertBuilt() {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run npm run build before these tests`);
  }
}

/** A built page: its URL path and parsed document. */
export interface BuiltPage {
  path: string;
  document: Document;
}

/** The pages once parsed: the files share this module (vitest.built.config.ts) and only read them. */
let parsed: BuiltPage[] | undefined;

/** Every pre-rendered page (each `index.html`; `404.html` is a copy of /404-error). */
export function builtPages(): BuiltPage[] {
  assertBuilt();
  parsed ??= readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .sort()
    .map((file) => {
      const dir = relative(buildDir, join(buildDir, file, '..'))
        .split(sep)
        .join('/');
      const html = readFileSync(join(buildDir, file), 'utf8');
      return { path: `/${dir}`, document: new DOMParser().parseFromString(html, 'text/html') };
    });
  return parsed;
}

/** A file of the build as text. */
export const builtFile = (name: string) => readFileSync(join(buildDir, name), 'utf8');

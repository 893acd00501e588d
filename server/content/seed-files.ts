/**
 * The seed's file format: content/<collection>/<slug>.md (YAML front matter between two "---"
 * lines, then the Markdown body) and content/settings/<name>.yml (the document's YAML alone),
 * pictures beside them. Written in one canonical form (yaml's stringify, no line folding), so an
 * exported file reads back to the same bytes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse, stringify } from 'yaml';
import { type Collection, hasBody } from '../../common/collections.ts';
import { splitFrontMatter } from '../../common/front-matter.ts';

export interface SeedFile {
  collection: Collection;
  slug: string;
  /** Where it was read from. */
  file: string;
  fields: Record<string, unknown>;
  body: string;
  /** The body's first line in the file (for messages). */
  bodyLine: number;
}

const extensionOf = (collection: Collection) => (hasBody(collection) ? '.md' : '.yml');

/** The file an item is written to, within its collection's folder. */
export const seedFileName = (collection: Collection, slug: string) =>
  `${slug}${extensionOf(collection)}`;

/** A collection's seed files in name order (a missing folder has none). */
export function seedFilesOf(contentDir: string, collection: Collection): string[] {
  const dir = join(contentDir, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extensionOf(collection)))
    .sort()
    .map((name) => join(dir, name));
}

/** Reads one seed file; throws the problem with its YAML as a readable message. */
export function readSeedFile(collection: Collection, file: string): SeedFile {
  const slug = basename(file, extensionOf(collection));
  const source = readFileSync(file, 'utf8');
  if (hasBody(collection)) {
    const { data, body, bodyLine } = splitFrontMatter(source);
    return { collection, slug, file, fields: data, body, bodyLine };
  }
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 1;
    throw new Error(`line ${line}: not valid YAML (${String(error).split('\n')[0]})`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('the document must be "field: value" lines');
  }
  return { collection, slug, file, fields: data as Record<string, unknown>, body: '', bodyLine: 1 };
}

/** The file's text for these fields and body. */
export function seedFileText(
  collection: Collection,
  fields: Record<string, unknown>,
  body: string,
) {
  const yaml = stringify(fields, { lineWidth: 0 });
  return hasBody(collection) ? `---\n${yaml}---\n${body}` : yaml;
}

/**
 * The seed's file format: content/<collection>/<slug>.md, YAML front matter between two "---"
 * lines, then the Markdown body, pictures beside it. Written in one canonical form (yaml's
 * stringify, no line folding), so an exported file reads back to the same bytes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { splitFrontMatter } from '../../scripts/content/front-matter.mjs';
import type { Collection } from './collections.ts';

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

/** A collection's Markdown files, by slug in name order (a missing folder has none). */
export function seedFilesOf(contentDir: string, collection: Collection): string[] {
  const dir = join(contentDir, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(dir, name));
}

/** Reads one seed file; throws the front matter's problem as a readable message. */
export function readSeedFile(collection: Collection, file: string): SeedFile {
  const slug = file.slice(file.lastIndexOf('/') + 1, -'.md'.length);
  const { data, body, bodyLine } = splitFrontMatter(readFileSync(file, 'utf8'));
  return { collection, slug, file, fields: data, body, bodyLine };
}

/** The file's text for these fields and body. */
export const seedFileText = (fields: Record<string, unknown>, body: string) =>
  `---\n${stringify(fields, { lineWidth: 0 })}---\n${body}`;

/**
 * Checks an item as the build does: its fields against the collection's schema (with the
 * company placeholders filled in), its pictures against the stored media, and its Markdown body
 * (only the blocks the site styles; links to posts, services and projects that exist).
 */
import * as v from 'valibot';
import { type FieldProblem, fieldProblems } from '../../app/content/schemas/index.ts';
import {
  type Collection,
  hasBody,
  picturesOf,
  schemaOf,
  unknownDocument,
} from '../../common/collections.ts';
import { checkLink } from '../../common/links.ts';
import { markdownToBlocks } from '../../common/markdown.ts';
import { fillPlaceholders, fillPlaceholdersDeep } from '../../common/placeholders.ts';
import { isRefusal } from '../../common/refusal.ts';

export interface CheckContext {
  /** Every item's slug per collection, for link checks. */
  slugs: Record<string, ReadonlySet<string>>;
  /** Whether a picture is stored under this name. */
  hasPicture: (name: string) => boolean;
  /** The body's first line in its file (1 in the editor), so messages name the right line. */
  bodyLine?: number;
}

const message = (error: unknown) =>
  error instanceof Error || isRefusal(error) ? error.message : String(error);

/** Every problem of the item; [] when it may be saved. */
export function contentProblems(
  collection: Collection,
  slug: string,
  fields: unknown,
  body: string,
  context: CheckContext,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    return [{ field: '', message: 'the fields must be an object of "field: value"' }];
  }
  const record = fields as Record<string, unknown>;
  try {
    const schema = schemaOf(collection, slug);
    if (!schema) return [unknownDocument(slug)];
    const parsed = v.safeParse(schema, fillPlaceholdersDeep(record));
    if (!parsed.success) problems.push(...fieldProblems(parsed.issues, schema));
  } catch (error) {
    problems.push({ field: '', message: message(error) });
  }
  for (const { path, picture } of picturesOf(record)) {
    // An empty one is the schema's to name ("choose a picture"), once.
    if (picture.src !== '' && !context.hasPicture(picture.src)) {
      const field = `${path}.src`;
      problems.push({ field, message: `${field}: no stored picture "${picture.src}"` });
    }
  }
  if (typeof body !== 'string') {
    problems.push({ field: 'body', message: 'body: expected Markdown text' });
    return problems;
  }
  if (!hasBody(collection)) {
    if (body !== '')
      problems.push({ field: 'body', message: 'body: a settings document has none' });
    return problems;
  }
  try {
    markdownToBlocks(fillPlaceholders(body), {
      line: context.bodyLine ?? 1,
      image: (src, _alt, line) => {
        if (!context.hasPicture(src)) throw new Error(`line ${line}: no stored picture "${src}"`);
        return src;
      },
      link: (href, line) => checkLink(href, context.slugs, line),
    });
  } catch (error) {
    problems.push({ field: 'body', message: `body: ${message(error)}` });
  }
  return problems;
}

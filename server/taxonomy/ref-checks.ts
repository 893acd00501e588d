/**
 * The entries a post or project names in the office's lists must be there when it is saved or
 * published: its author one of the people, its tags and its category in the lists
 * (docs/decisions/055). The schema checked their shape already.
 */
import type { Kysely } from 'kysely';
import type { FieldProblem } from '../../app/content/schemas/index.ts';
import type { Database } from '../db/schema.ts';
import { listTerms } from './terms.ts';

export async function refProblems(
  db: Kysely<Database>,
  collection: string,
  fields: unknown,
): Promise<FieldProblem[]> {
  if (fields === null || typeof fields !== 'object') return [];
  const record = fields as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  if (collection === 'posts') {
    const author = record.author;
    if (typeof author === 'string' && author !== '') {
      const found = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', Number(author))
        .executeTakeFirst();
      if (!found) {
        problems.push({ field: 'author', message: 'author: choose one of your people' });
      }
    }
    if (Array.isArray(record.tags) && record.tags.length > 0) {
      const known = new Set((await listTerms(db, 'tag')).map((term) => term.slug));
      record.tags.forEach((tag, index) => {
        if (typeof tag === 'string' && !known.has(tag)) {
          problems.push({
            field: `tags.${index}`,
            message: `tags.${index}: “${tag}” is no longer in your tag list; choose from the list`,
          });
        }
      });
    }
  }
  if (collection === 'projects' && typeof record.category === 'string') {
    const known = await listTerms(db, 'category');
    if (!known.some((term) => term.slug === record.category)) {
      problems.push({
        field: 'category',
        message: 'category: choose one of your project categories',
      });
    }
  }
  return problems;
}

/** The office's lists of tags and project categories (migration 021, docs/decisions/055). */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** Which list a term belongs to: a post's tags or a project's categories. */
export type TermKind = 'tag' | 'category';

export interface TaxonomyTermTable {
  id: Generated<number>;
  kind: TermKind;
  /** The term's key: what posts and projects store, and its page's address; kept on rename. */
  slug: string;
  /** What visitors and the editor read. */
  label: string;
  /** Its place in the list (1 first). */
  position: number;
  created_at: string;
}

export const taxonomyTermsColumns = {
  id: 'not null',
  kind: 'not null',
  slug: 'not null',
  label: 'not null',
  position: 'not null',
  created_at: 'not null',
} as const satisfies Columns<TaxonomyTermTable>;

export interface TaxonomyTables {
  taxonomy_terms: TaxonomyTermTable;
}

/**
 * What must hold before an item goes live beyond its schema: every picture, in the fields and in
 * the body, has alt text (the schema lets a draft leave it empty for later).
 */

import { picturesOf } from '../../../../../common/collections';
import { markdownToBlocks } from '../../../../../common/markdown.ts';
import type { FieldProblem } from '../../../../content/schemas';
import { isUndescribed } from '../photos/alt-placeholder';

const ALT = 'say what the picture shows: its alt text is needed before publishing';

export function altProblems(fields: Record<string, unknown>, body: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const { path, picture } of picturesOf(fields)) {
    const alt = (picture as { alt?: unknown }).alt;
    if (picture.src !== '' && (typeof alt !== 'string' || alt.trim() === '')) {
      problems.push({ field: `${path}.alt`, message: `${path}.alt: ${ALT}` });
    }
  }
  const missing: number[] = [];
  try {
    markdownToBlocks(body, {
      line: 1,
      image: (src: string, alt: string, line: number) => {
        // The editor's prompt ("Describe the picture") left in place describes nothing.
        if (isUndescribed(alt)) missing.push(line);
        return src;
      },
      link: (href: string) => href,
    });
  } catch {
    // A body the pipeline refuses is reported by the store's own check, with its line.
  }
  if (missing.length > 0) {
    const lines = missing.join(', ');
    problems.push({
      field: 'body',
      message: `body: the picture on line ${lines} has no alt text (![what it shows](picture)): ${ALT}`,
    });
  }
  return problems;
}

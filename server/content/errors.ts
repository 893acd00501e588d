/**
 * Why a content request was refused, with the HTTP status a route answers: the message is
 * written for the office and names the field, the slug or the version at fault.
 */
import type { FieldProblem } from '../../app/content/schemas/index.ts';

export class ContentError extends Error {
  override name = 'ContentError';
  readonly status: 400 | 404 | 409 | 413 | 415 | 422;
  constructor(status: ContentError['status'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

/** The item (or revision, or collection) does not exist: 404. */
export const notFound = (what: string) => new ContentError(404, `${what} does not exist`);

/** The request clashes with what is stored (a taken slug, a newer save): 409. */
export const conflict = (message: string) => new ContentError(409, message);

/** The fields or body do not pass the collection's schema: 422, with every problem. */
export class ContentValidationError extends ContentError {
  override name = 'ContentValidationError';
  readonly problems: readonly FieldProblem[];
  constructor(problems: readonly FieldProblem[]) {
    const [first] = problems;
    const more = problems.length > 1 ? ` (${problems.length} problems)` : '';
    super(422, `${first?.message ?? 'the content is not valid'}${more}`);
    this.problems = problems;
  }
}

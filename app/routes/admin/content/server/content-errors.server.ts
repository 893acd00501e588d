/**
 * The store's refusals as the routes see them. The routes are bundled into the build while the
 * server runs server/ from its source, so a ContentError arrives as an instance of the source's
 * class, not the bundle's copy: `instanceof` fails. It is recognised by its name and status.
 */
import type { FieldProblem } from '../../../../content/schemas';

export interface ContentRefusal extends Error {
  status: 400 | 404 | 409 | 422;
  problems?: readonly FieldProblem[];
}

export function isContentRefusal(error: unknown): error is ContentRefusal {
  return (
    error instanceof Error &&
    (error.name === 'ContentError' || error.name === 'ContentValidationError') &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** A refusal naming fields (422 from the schemas, or a taken address). */
export const problemsOf = (error: ContentRefusal) =>
  Array.isArray(error.problems) ? [...error.problems] : undefined;

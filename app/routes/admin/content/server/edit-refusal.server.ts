/** The edit screen's refusals: a 4xx that gives back everything typed, its problems in the office's words. */
import { data } from 'react-router';
import { isRefusal } from '../../../../../common/refusal';
import type { FieldProblem } from '../../../../content/schemas';
import { officeProblems } from '../form/office-words';
import type { FieldDescriptor } from '../form/schema-fields';

/** What was typed, given back with every refusal so nothing is lost. */
export interface Typed {
  values: Record<string, unknown>;
  body: string;
  slug: string;
  publishAt: string;
}

/** A refusal that gives back everything typed; its problems in the office's words. */
export const refuse = (
  fields: readonly FieldDescriptor[],
  status: number,
  typed: Typed,
  answer: { problems?: FieldProblem[]; error?: string },
) =>
  data(
    {
      ...answer,
      ...(answer.problems ? { problems: officeProblems(fields, answer.problems) } : {}),
      typed,
    },
    { status },
  );

/** A refused store write as the form shows it: problems at their fields, else one sentence. */
export function refusal(fields: readonly FieldDescriptor[], error: unknown, typed: Typed) {
  if (!isRefusal(error)) throw error;
  const problems = error.problems && [...error.problems];
  if (problems) return refuse(fields, error.status, typed, { problems });
  // A taken address is the address field's problem.
  if (error.status === 409 && error.message.includes('already has an item at')) {
    return refuse(fields, 409, typed, {
      problems: [{ field: 'slug', message: `slug: ${error.message}` }],
    });
  }
  return refuse(fields, error.status, typed, { error: error.message });
}

/**
 * Why a request was refused, as plain data (docs/decisions/045): the HTTP status it is answered
 * with (a 4xx, never a 500), the sentence the office or the visitor reads, and the field it is
 * about when there is one. A service throws it (`throw refusal(422, '…', 'email')`) and a route
 * recognises it by its shape with {@link isRefusal}: no class, so no `instanceof` and no name
 * to match, and the same whichever copy of a module made it (the app's build bundles its own
 * copies of shared modules while the server runs server/ from its source).
 */

/** The statuses a refusal is answered with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 507;

/** One field's problem: its dotted path ('' for the whole value) and the sentence about it. */
export interface FieldProblem {
  field: string;
  message: string;
}

export interface Refusal {
  /** Marks the value as a refusal; the guard checks it with the rest of the shape. */
  readonly refused: true;
  readonly status: RefusalStatus;
  readonly message: string;
  /** The field at fault, when there is one (the form shows the message next to it). */
  readonly field?: string;
  /** Every field's problem, when a schema found several (the editor lists them). */
  readonly problems?: readonly FieldProblem[];
  /** A short word for the reason, for logs and answers that carry no sentence (`too-large`). */
  readonly code?: string;
}

const STATUSES: readonly number[] = [400, 401, 403, 404, 409, 413, 415, 422, 429];

/** A refusal with `status` and `message`, and the field or problems when given. */
export function refusal(
  status: RefusalStatus,
  message: string,
  about: { field?: string; problems?: readonly FieldProblem[]; code?: string } | string = {},
): Refusal {
  const { field, problems, code } = typeof about === 'string' ? { field: about } : about;
  return {
    refused: true,
    status,
    message,
    ...(field === undefined ? {} : { field }),
    ...(problems === undefined ? {} : { problems: [...problems] }),
    ...(code === undefined ? {} : { code }),
  };
}

/** A refusal naming every problem a schema found: 422, its message the first problem's. */
export function invalid(problems: readonly FieldProblem[]): Refusal {
  const [first] = problems;
  const more = problems.length > 1 ? ` (${problems.length} problems)` : '';
  return refusal(422, `${first?.message ?? 'the content is not valid'}${more}`, { problems });
}

const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldProblem).field === 'string' &&
  typeof (value as FieldProblem).message === 'string';

/** Whether `value` is a refusal: checked by its shape, whoever made it. */
export function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate.refused === true &&
    STATUSES.includes(candidate.status as number) &&
    typeof candidate.message === 'string' &&
    (candidate.field === undefined || typeof candidate.field === 'string') &&
    (candidate.code === undefined || typeof candidate.code === 'string') &&
    (candidate.problems === undefined ||
      (Array.isArray(candidate.problems) && candidate.problems.every(isProblem)))
  );
}

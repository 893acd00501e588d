/**
 * Why the pipeline refused a change or a filter: a message the office reads, the HTTP status
 * it is answered with (never a 500), and the field it is about, when there is one.
 */
export class LeadRefusal extends Error {
  override name = 'LeadRefusal';
  readonly status: 400 | 404 | 422;
  readonly field: string | undefined;
  constructor(message: string, status: 400 | 404 | 422, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/**
 * Whether `error` is a refusal. By name and status, not `instanceof`: the app's routes are
 * bundled into the build while the server runs server/ from its source, so a refusal thrown by
 * the services is an instance of the source's class, not of the bundle's copy.
 */
export const isLeadRefusal = (error: unknown): error is LeadRefusal =>
  error instanceof Error &&
  error.name === 'LeadRefusal' &&
  typeof (error as { status?: unknown }).status === 'number';

/**
 * Why the pipeline refused a change or a filter: a message the office reads, the HTTP status
 * it is answered with (never a 500), and the field it is about, when there is one.
 */
export class LeadRefusal extends Error {
  override name = 'LeadRefusal';
  constructor(
    message: string,
    readonly status: 400 | 404 | 422,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const isLeadRefusal = (error: unknown): error is LeadRefusal => error instanceof LeadRefusal;

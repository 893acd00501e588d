import type { AnswerTime } from './answer-time';
import type { FieldErrors, FormValues } from './parse-form';

/** The forms the server accepts. */
export type FormKind = 'quote' | 'message' | 'comment' | 'subscribe';

/**
 * What a submission comes back as, to the page (no script) or to the form's script:
 * sent (with what happened), invalid (a message per field, the values as typed), or failed
 * (nothing was stored; the values are kept and the visitor is told another way to reach us).
 */
export type FormResult =
  | {
      status: 'sent';
      kind: FormKind;
      outcome?: 'subscribed' | 'already';
      /** A quote request's or message's reference and answer time (docs/decisions/031). */
      reference?: string;
      answer?: AnswerTime;
      /** A quote request's private booking link token: "Book a site visit" (issue 33). */
      visit?: string;
    }
  | { status: 'invalid'; errors: FieldErrors; values: FormValues }
  | { status: 'failed'; values: FormValues };

/** Where a visitor without script lands after sending each form. */
export function thankYouPath(
  kind: FormKind,
  _outcome?: 'subscribed' | 'already',
  /** Only shown by the page, never looked up: it names no one (app/forms/reference.ts). */
  reference?: string,
  /** A quote request's booking link token, for the page's "Book a site visit" (issue 33). */
  visit?: string,
): string {
  // One page for a new and a known address: it never tells who is on the list (decision 035).
  if (kind === 'subscribe') return '/thank-you/subscribed';
  const query = new URLSearchParams();
  if (reference) query.set('ref', reference);
  if (visit) query.set('visit', visit);
  const search = query.toString();
  return `/thank-you/${kind}${search ? `?${search}` : ''}`;
}

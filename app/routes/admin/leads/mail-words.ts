import type { LeadSummary } from './lead-data';

/** How a lead's mail to the office stands, in words (a given-up mail with its cause). */
export function mailWords({ mail, mailError }: Pick<LeadSummary, 'mail' | 'mailError'>) {
  if (mail === 'sent') return 'Mailed to the office.';
  if (mail === 'pending') return 'Not mailed yet: it is retried automatically.';
  if (mail === 'failed') {
    return `The mail could not be sent: ${mailError ?? 'given up after its tries'}. Retry from Jobs that failed.`;
  }
  return '';
}

/**
 * The mail a visitor gets after sending a quote request or a message: their reference, when
 * the office answers, the choices they made from the form's lists and what happens next, in
 * plain text. Nothing typed into the form is in it, not even the name (issue 28, decision
 * 040): whoever types someone else's address cannot make the company mail them any words. From
 * the company, Reply-To the office (set by the server, server/services.ts), at most one a day
 * per address (server/visitor/acknowledgement-limit.ts).
 */

import type { NewSubmission } from '../../server/store/submissions';
import { site } from '../content/site';
import type { ContactView } from '../content/types';
import type { AnswerTime } from './answer-time';
import { BUDGET_OPTIONS, START_OPTIONS } from './quote-extra-words';
import type { ReferencedKind } from './reference';
import { NEXT_STEPS } from './thank-you-words';

const labelOf = (options: readonly { value: string; label: string }[], code = '') =>
  options.find((option) => option.value === code)?.label;

const WHAT = { quote: 'quote request', message: 'message' } as const;

/** A time as the company's clock shows it: "Thursday, November 26, 2026 at 9:14 AM PST". */
export function companyTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  })
    .format(at)
    .concat(
      ` ${
        new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
          .formatToParts(at)
          .find((part) => part.type === 'timeZoneName')?.value ?? ''
      }`,
    )
    .trim();
}

export interface AcknowledgementInput {
  kind: ReferencedKind;
  submission: NewSubmission;
  reference: string;
  answer: AnswerTime;
  /** When it was sent, in the company's words (companyTime). */
  sentAt: string;
  contact: Pick<ContactView, 'phone' | 'email'>;
  /** Service slugs → their titles, for the copy. */
  serviceTitle?: (slug: string) => string | undefined;
}

/**
 * The choices made from the form's lists, in the site's words: a service by its title (a slug
 * the site does not know is left out), the budget and start by their labels.
 */
function choicesOf(input: AcknowledgementInput): string[] {
  const { submission } = input;
  const service = submission.service ? input.serviceTitle?.(submission.service) : undefined;
  const rows: [string, string | undefined][] = [
    ['Service', service],
    ['Budget', labelOf(BUDGET_OPTIONS, submission.details?.budget)],
    ['Wants to start', labelOf(START_OPTIONS, submission.details?.start)],
  ];
  return rows.flatMap(([label, words]) => (words ? [`${label}: ${words}`] : []));
}

/** The acknowledgement's subject and body (the server adds To, From and Reply-To). */
export function acknowledgementMail(input: AcknowledgementInput) {
  const { kind, reference, answer, sentAt, contact } = input;
  const what = WHAT[kind];
  const choices = choicesOf(input);
  const steps = NEXT_STEPS[kind].map(
    (step, index) => `${index + 1}. ${step.replace('{answer}', answer.words)}`,
  );
  return {
    subject: `Your ${what} to ${site.name} (${reference})`,
    body: [
      'Hello,',
      '',
      `Thank you for your ${what}, sent on ${sentAt}. We have it.`,
      '',
      `Your reference: ${reference}`,
      `We answer ${answer.words}.`,
      ...(choices.length ? ['', 'You chose:', ...choices] : []),
      '',
      'What happens next:',
      ...steps,
      '',
      `To add anything, reply to this mail, or call ${contact.phone.display}.`,
      '',
      `${site.name}`,
      '',
      `If you did not send this ${what}, someone typed your address by mistake: no need to do anything.`,
    ].join('\n'),
  };
}

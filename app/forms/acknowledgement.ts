/**
 * The mail a visitor gets after sending a quote request or a message: their reference, when
 * the office answers, what happens next and a copy of what they sent, in plain text. From the
 * company, Reply-To the office (set by the server, server/services.ts); the subject names the
 * company and the reference, never what was typed.
 */

import type { NewSubmission } from '../../server/store/submissions';
import { site } from '../content/site';
import type { ContactView } from '../content/types';
import type { AnswerTime } from './answer-time';
import type { ReferencedKind } from './reference';
import { NEXT_STEPS } from './thank-you-words';

/** The copy's fields in the form's order, with the labels the form shows. */
const COPY_FIELDS: readonly [keyof NewSubmission, string][] = [
  ['name', 'Name'],
  ['email', 'Email address'],
  ['phone', 'Number'],
  ['company', 'Company or organization'],
  ['website', 'Website'],
  ['service', 'Services'],
  ['subject', 'Subject'],
  ['message', 'Message'],
];

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

/** The acknowledgement's subject and body (the server adds To, From and Reply-To). */
export function acknowledgementMail(input: AcknowledgementInput) {
  const { kind, submission, reference, answer, sentAt, contact } = input;
  const what = WHAT[kind];
  const value = (key: keyof NewSubmission) => {
    const raw = submission[key];
    if (typeof raw !== 'string' || raw === '') return undefined;
    return key === 'service' ? (input.serviceTitle?.(raw) ?? raw) : raw;
  };
  const copy = COPY_FIELDS.flatMap(([key, label]) => {
    const text = value(key);
    return text === undefined ? [] : [`${label}:\n${text}\n`];
  });
  const steps = NEXT_STEPS[kind].map(
    (step, index) => `${index + 1}. ${step.replace('{answer}', answer.words)}`,
  );
  const firstName = submission.name.split(' ')[0] || submission.name;
  return {
    subject: `Your ${what} to ${site.name} (${reference})`,
    body: [
      `Hello ${firstName},`,
      '',
      `Thank you for your ${what}. We have it, and this is a copy of what you sent on ${sentAt}.`,
      '',
      `Your reference: ${reference}`,
      `We answer ${answer.words}.`,
      '',
      'What happens next:',
      ...steps,
      '',
      `To add anything, reply to this mail, or call ${contact.phone.display}.`,
      '',
      `${site.name}`,
      '',
      `--- Your ${what} ---`,
      '',
      ...copy,
    ].join('\n'),
  };
}

/**
 * The review request and its one reminder: the same review link for every customer (through
 * the site's tracked address, /review/<token>), and a way to get no more of them without an
 * account (/review/<token>/stop, also as List-Unsubscribe for a mail program's one click).
 */
import type { OutgoingMail } from '../mail/outbox.ts';

export interface ReviewMailFacts {
  to: string;
  name: string;
  company: string;
  /** The site's address, links start with it. */
  origin: string;
  token: string;
  leadId: number;
}

export const reviewLinkPath = (token: string) => `/review/${token}`;
export const reviewStopPath = (token: string) => `/review/${token}/stop`;

/** The request (`reminder` false) or the reminder, as an outbox mail. */
export function reviewMail(facts: ReviewMailFacts, reminder: boolean): OutgoingMail {
  const link = new URL(reviewLinkPath(facts.token), facts.origin).href;
  const stop = new URL(reviewStopPath(facts.token), facts.origin).href;
  const opening = reminder
    ? `A little while ago we asked whether you would review the work ${facts.company} did for you. If you have a minute now, it would help us a great deal.`
    : `Thank you for choosing ${facts.company}. If you have a minute, a short review of the work we did helps others find us, whatever you thought of it: we read every one.`;
  const body = [
    `Hello ${facts.name},`,
    '',
    opening,
    '',
    `Write a review: ${link}`,
    '',
    `${facts.company}`,
    '',
    '--',
    reminder
      ? 'This is the only reminder we send.'
      : 'We send this once, and one reminder if the link is not followed.',
    `To get no more of these mails: ${stop}`,
  ].join('\n');
  return {
    to: facts.to,
    subject: reminder
      ? `A reminder: would you review ${facts.company}?`
      : `How did we do? A review for ${facts.company}`,
    body,
    submissionId: facts.leadId,
    purpose: 'review',
    headers: {
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

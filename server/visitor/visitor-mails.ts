import type { QueuedMail } from '../store/submissions.ts';

/**
 * What the app adds to a stored lead's mails (docs/decisions/031): when it was sent on the
 * company's clock (the office mail says it), and the visitor's acknowledgement, built by the
 * app (it knows the site's words) from the lead's number. The server addresses it: To the
 * visitor, Reply-To the office mailbox, and queues it only for a lead in the inbox folder.
 */
export interface VisitorMails {
  sentAt?: string;
  acknowledgement?: (id: number) => Pick<QueuedMail, 'subject' | 'body'>;
}

/**
 * The acknowledgement as queued: to the visitor, replies to the office; its purpose keeps its
 * state out of the office notification's (the inbox's mail column). `recipient` is the
 * address's keyed hash: one acknowledgement per address and day (acknowledgement-limit.ts).
 */
export function acknowledgementTo(
  email: string,
  officeMailbox: string,
  mail: Pick<QueuedMail, 'subject' | 'body'>,
  recipient: string,
): QueuedMail {
  return {
    ...mail,
    to: email,
    replyTo: officeMailbox,
    purpose: 'acknowledgement',
    oncePerDayFor: recipient,
  };
}

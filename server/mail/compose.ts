import { extraRows } from '../../app/forms/quote-extra-words.ts';
import { publicLink } from '../../common/public-link.ts';
import { fileLinkLines } from '../lead-files/links.ts';
import type { LeadFile } from '../lead-files/store.ts';
import { noticeMessageId } from '../replies/threading.ts';
import type { NewSubmission, QueuedMail } from '../store/submissions.ts';

const KIND_TITLES = { quote: 'Quote request', message: 'Message', comment: 'Comment' } as const;

/** Field labels in the order the office reads them. */
const FIELDS: readonly [keyof NewSubmission, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company or organization'],
  ['website', 'Website'],
  ['service', 'Service'],
  ['subject', 'Subject'],
  ['postSlug', 'Post'],
  ['message', 'Message'],
];

/** The notification's subject: the kind and number only, never personal data. */
export const officeSubject = (kind: NewSubmission['kind'], id: number) =>
  `${KIND_TITLES[kind]} #${id} from the website`;

/** The lead's page in the admin: the site's address and the lead's number, nothing personal. */
export const adminLeadLink = (origin: string, id: number) =>
  publicLink(origin, `/admin/leads/${id}`);

/**
 * The office's notification: plain text with every field as typed, a link to the lead in the
 * admin (when `leadOrigin`, the site's address, is given), the visitor as reply-to, and a
 * Message-ID of its own that the office's replies thread under (server/replies).
 */
export function officeMail(
  submission: NewSubmission,
  id: number,
  to: string,
  /** When it was sent, on the company's clock (server/visitor/visitor-mails.ts). */
  sentAt?: string,
  files: { stored: readonly LeadFile[]; origin: string } = { stored: [], origin: '' },
  leadOrigin?: string,
): QueuedMail {
  const title = KIND_TITLES[submission.kind];
  const lines = FIELDS.filter(([key]) => submission[key]).map(
    ([key, label]) => `${label}:\n${String(submission[key])}\n`,
  );
  // The quote's extras in words, and links to its files (never attached: decision 032).
  for (const [label, words] of extraRows(submission.details ?? {}))
    lines.push(`${label}:\n${words}\n`);
  lines.push(...fileLinkLines(files.stored, files.origin));
  return {
    to,
    replyTo: submission.email,
    subject: officeSubject(submission.kind, id),
    messageId: noticeMessageId(id, to),
    body: `${title} #${id} from the website${sentAt ? `, sent ${sentAt}` : ''}.\n${leadOrigin ? `Open the lead: ${adminLeadLink(leadOrigin, id)}\n` : ''}Reply to this mail to answer the visitor.\n\n${lines.join('\n')}`,
  };
}

/**
 * The mails of a quote (decision 059), plain text through the outbox: the customer's link
 * when it is sent; the signed PDF to both sides when it is accepted; a decline to the office.
 * Subjects carry the reference only, never personal data; the link is the site's address
 * (PUBLIC_URL or /admin's) and the token, nothing else.
 */
import { publicLink } from '../../common/public-link.ts';
import { formatMoney } from '../../common/quote-money.ts';
import { dayInWords, type QuoteView } from '../../common/quote-view.ts';
import { adminLeadLink } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export const quotePath = (token: string) => `/quote/${token}`;

export function quoteSentMail(
  view: QuoteView,
  to: string,
  origin: string,
  token: string,
  leadId: number,
): OutgoingMail {
  return {
    to,
    subject: `Your quote ${view.reference} from ${view.company}`,
    submissionId: leadId,
    purpose: 'reply',
    body: `Hello ${view.customer},

Here is our quote ${view.reference}: ${formatMoney(view.totalMinor, view.currency)} in all, valid until ${dayInWords(view.validUntil)}.

Read it, print it, accept or decline it here (no account needed):
${publicLink(origin, quotePath(token))}

The link is yours alone and works until the quote expires. Reply to this mail with any question.

${view.company}
`,
  };
}

export function acceptedMails(
  view: QuoteView,
  parts: {
    customerTo: string;
    officeTo?: string;
    origin: string;
    leadId: number;
    fileId: number;
    at: string;
    name: string;
  },
): OutgoingMail[] {
  const customer: OutgoingMail = {
    to: parts.customerTo,
    subject: `Quote ${view.reference} accepted: your signed copy`,
    submissionId: parts.leadId,
    purpose: 'reply',
    attachmentFileId: parts.fileId,
    body: `Hello ${view.customer},

Thank you: you accepted our quote ${view.reference} (${formatMoney(view.totalMinor, view.currency)}) on ${parts.at}. The signed copy is attached: the quote as we sent it, and a page with your acceptance.

We will be in touch about the next steps.

${view.company}
`,
  };
  if (!parts.officeTo) return [customer];
  const office: OutgoingMail = {
    to: parts.officeTo,
    subject: `Quote ${view.reference} accepted`,
    submissionId: parts.leadId,
    purpose: 'reply',
    attachmentFileId: parts.fileId,
    body: `Quote ${view.reference} (${formatMoney(view.totalMinor, view.currency)}) was accepted on ${parts.at}; the lead is Won. The signed PDF is attached and kept on the lead.
${parts.origin ? `Open the lead: ${adminLeadLink(parts.origin, parts.leadId)}\n` : ''}`,
  };
  return [customer, office];
}

export function declinedMail(
  view: QuoteView,
  parts: { officeTo: string; origin: string; leadId: number; reason: string },
): OutgoingMail {
  return {
    to: parts.officeTo,
    subject: `Quote ${view.reference} declined`,
    submissionId: parts.leadId,
    purpose: 'reply',
    body: `Quote ${view.reference} was declined${parts.reason ? `. The customer's reason:\n\n${parts.reason}\n` : ', with no reason given.\n'}
${parts.origin ? `Open the lead: ${adminLeadLink(parts.origin, parts.leadId)}\n` : ''}`,
  };
}

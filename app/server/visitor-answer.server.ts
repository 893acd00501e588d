/**
 * The visitor's side of a sent quote request or message (docs/decisions/031): the office
 * settings and opening hours a post is handled with, the reference and answer time the
 * confirmation and the thank-you page show, and the acknowledgement mail.
 */
import type { RouterContextProvider } from 'react-router';
import { OFFICE_DEFAULTS } from '../../common/office-defaults';
import type { OfficeSettings } from '../../server/leads/office-settings';
import type { VisitorAcknowledgement } from '../../server/spam/service';
import type { NewSubmission } from '../../server/store/submissions';
import type { VisitorMails } from '../../server/visitor/visitor-mails';
import { contactView } from '../content/contact-view';
import type { ContactDetails } from '../content/types';
import { acknowledgementMail, companyTime } from '../forms/acknowledgement';
import { type AnswerTime, answerTime } from '../forms/answer-time';
import { cleanReference, hasReference, type ReferencedKind, referenceOf } from '../forms/reference';
import { contentOf } from './content.server';
import { servicesContext } from './context';

/** What a post is handled with: the office's settings and its published contact details. */
export interface OfficeNow {
  settings: OfficeSettings;
  contact: ContactDetails;
}

/**
 * The office settings and contact details now. Either read failing falls back to the defaults
 * (the seed's hours, the spec's required fields), with a log line naming what failed: a form
 * is still taken, and storing it reports its own failure.
 */
export async function officeNow(context: Readonly<RouterContextProvider>): Promise<OfficeNow> {
  const services = context.get(servicesContext);
  const [settings, contact] = await Promise.all([
    services
      ? services.office.settings().catch((error: unknown) => {
          services.failures.failure('office settings', error, '(a form used the defaults)');
          return OFFICE_DEFAULTS;
        })
      : OFFICE_DEFAULTS,
    contentOf(context)
      .document('contact')
      .then((document) => document.contactDetails),
  ]);
  return { settings, contact };
}

/** The reference and answer time of a lead sent now. */
export function sentAnswer(kind: ReferencedKind, id: number, office: OfficeNow, now: Date) {
  return {
    reference: referenceOf(kind, id),
    answer: answerTime(now, office.contact.hours, office.settings.timeZone),
  };
}

/**
 * The thank-you page's reference (only shown, and only in its own shape: a made-up link shows
 * none) and the answer time counted from now.
 */
export async function visitorAnswer(
  context: Readonly<RouterContextProvider>,
  kind: string,
  query: URLSearchParams,
): Promise<{ reference?: string; answer?: AnswerTime }> {
  if (!hasReference(kind)) return {};
  const reference = cleanReference(query.get('ref'), kind);
  const office = await officeNow(context).catch((error: unknown) => {
    context
      .get(servicesContext)
      ?.failures.failure('office settings', error, '(a thank-you page shows no answer time)');
    return undefined;
  });
  if (!office) return { reference };
  return {
    reference,
    answer: answerTime(new Date(), office.contact.hours, office.settings.timeZone),
  };
}

/**
 * The mails a stored lead gets beside the office's: the time it was sent on the company's
 * clock, and the visitor's acknowledgement when the office has it on.
 */
export function visitorMails(
  kind: ReferencedKind,
  submission: NewSubmission,
  office: OfficeNow,
  now: Date,
  serviceTitle: (slug: string) => string | undefined,
): VisitorMails {
  const sentAt = companyTime(now, office.settings.timeZone);
  if (!office.settings.acknowledge) return { sentAt };
  const view = contactView(office.contact);
  return {
    sentAt,
    acknowledgement: (id) =>
      acknowledgementMail({
        kind,
        submission,
        ...sentAnswer(kind, id, office, now),
        sentAt,
        contact: view,
        serviceTitle,
      }),
  };
}

/**
 * The acknowledgement of a lead the office moved out of Spam (decision 053), or 'off' when the
 * office has acknowledgements off: the same mail as at once, sent on its own time, with the
 * answer time counted from the move (when the office saw it).
 */
export function laterAcknowledgement(
  office: OfficeNow,
  serviceTitle: (slug: string) => string | undefined,
  now = new Date(),
): VisitorAcknowledgement | 'off' {
  if (!office.settings.acknowledge) return 'off';
  const contact = contactView(office.contact);
  return (submission, id, sent) => {
    const kind: ReferencedKind = submission.kind === 'quote' ? 'quote' : 'message';
    return acknowledgementMail({
      kind,
      submission,
      ...sentAnswer(kind, id, office, now),
      sentAt: companyTime(sent, office.settings.timeZone),
      contact,
      serviceTitle,
    });
  };
}

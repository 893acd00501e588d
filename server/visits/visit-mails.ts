/**
 * The mails about a visit (issue 33): one to the visitor and one to the office (the person going,
 * and the office's mailbox), each with the invitation as its calendar part: METHOD:REQUEST when
 * booked or moved (the same UID, SEQUENCE one more each time), METHOD:CANCEL when cancelled.
 * The visitor's mail carries their private link to move or cancel; the office's, the lead's.
 */
import { clockText } from '../../app/lib/clock-text.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { invitationIcs } from './invitation.ts';

export type VisitChange = 'booked' | 'moved' | 'cancelled';

export interface VisitMailFacts {
  change: VisitChange;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  now: Date;
  timeZone: string;
  company: { name: string; email: string; phone: string };
  lead: { id: number; name: string; email: string; siteAddress?: string };
  person: { name: string; email?: string };
  /** The visitor's page to move or cancel (a full address). */
  visitorLink: string;
  /** The lead in /admin (a full address). */
  leadLink: string;
  /** The office's mailbox (NOTIFY_TO or the one set in /admin), if any. */
  officeMailbox?: string;
}

const HEADLINE: Record<VisitChange, string> = {
  booked: 'is booked',
  moved: 'has moved',
  cancelled: 'is cancelled',
};

/** The mails to queue for one change: the visitor's, then the office's (none without an address). */
export function visitMails(facts: VisitMailFacts): OutgoingMail[] {
  const { change, company, lead, person, timeZone } = facts;
  const when = clockText(facts.start, timeZone);
  const until = clockText(facts.end, timeZone).split(', ')[1] ?? '';
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const ics = invitationIcs({
    method,
    uid: facts.uid,
    sequence: facts.sequence,
    start: facts.start,
    end: facts.end,
    stamp: facts.now,
    summary: `Site visit: ${company.name}`,
    description:
      change === 'cancelled'
        ? `This site visit is cancelled. To book another time: ${facts.visitorLink}`
        : `${person.name} from ${company.name} visits the site. To move or cancel: ${facts.visitorLink}`,
    location: lead.siteAddress,
    organizer: { name: company.name, email: company.email },
    attendees: [{ name: lead.name, email: lead.email }],
  });
  const calendar = { method, content: ics } as const;
  const whenLine = `When: ${when.replace(/ (\S+)$/, `–${until.split(' ')[0] ?? ''} $1`)}`;
  const visitor: OutgoingMail = {
    to: lead.email,
    replyTo: facts.officeMailbox,
    subject: `Your site visit ${HEADLINE[change]}: ${when}`,
    body: [
      'Hello,',
      '',
      `Your site visit with ${company.name} ${HEADLINE[change]}.`,
      '',
      whenLine,
      ...(change === 'cancelled' ? [] : [`Who comes: ${person.name}`]),
      '',
      change === 'cancelled'
        ? `To book another time: ${facts.visitorLink}`
        : `The invitation is attached for your calendar. To move or cancel the visit: ${facts.visitorLink}`,
      '',
      `${company.name}, ${company.phone}`,
    ].join('\n'),
    calendar,
  };
  const office = [...new Set([person.email, facts.officeMailbox].filter(Boolean) as string[])];
  const officeMail: OutgoingMail[] = office.map((to) => ({
    to,
    subject: `Site visit ${HEADLINE[change]}: ${when}, lead #${lead.id}`,
    body: [
      `The site visit for lead #${lead.id} ${HEADLINE[change]}.`,
      '',
      whenLine,
      `Who goes: ${person.name}`,
      '',
      `The lead: ${facts.leadLink}`,
    ].join('\n'),
    calendar,
  }));
  return [visitor, ...officeMail];
}

/** The reminder the day before, to the visitor: when, who comes, and their link to move or cancel. */
export function reminderMail(facts: Omit<VisitMailFacts, 'change'>): OutgoingMail {
  const when = clockText(facts.start, facts.timeZone);
  return {
    to: facts.lead.email,
    replyTo: facts.officeMailbox,
    subject: `Reminder: your site visit is tomorrow, ${when}`,
    body: [
      'Hello,',
      '',
      `A reminder: ${facts.person.name} from ${facts.company.name} visits your site tomorrow.`,
      '',
      `When: ${when}`,
      '',
      `Cannot make it? Move or cancel the visit: ${facts.visitorLink}`,
      '',
      `${facts.company.name}, ${facts.company.phone}`,
    ].join('\n'),
  };
}

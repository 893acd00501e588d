/**
 * A visit's calendar invitation (RFC 5545, RFC 5546's iTIP methods), written with ical.js (the
 * same library parses feeds and, in tests, reads the invitations back). Times are UTC
 * (`…Z`), which Google Calendar, Outlook and Apple Calendar all place on the reader's own clock,
 * so no VTIMEZONE is needed; the words in the mail give the company's clock. One UID per visit;
 * SEQUENCE goes up at each move and at the cancellation, so calendars replace the event.
 */
import ICAL from 'ical.js';

export interface InvitationFacts {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** The site's address, when the lead gave one. */
  location?: string;
  organizer: { name: string; email: string };
  attendees: readonly { name: string; email: string }[];
}

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);

/** The .ics text of one invitation or cancellation. */
export function invitationIcs(facts: InvitationFacts): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Company website//Site visits//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', facts.method);
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', facts.uid);
  event.addPropertyWithValue('sequence', facts.sequence);
  event.addPropertyWithValue('dtstamp', utc(facts.stamp));
  event.addPropertyWithValue('dtstart', utc(facts.start));
  event.addPropertyWithValue('dtend', utc(facts.end));
  event.addPropertyWithValue('summary', facts.summary);
  event.addPropertyWithValue('description', facts.description);
  if (facts.location) event.addPropertyWithValue('location', facts.location);
  event.addPropertyWithValue('status', facts.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  event.addPropertyWithValue('transp', 'OPAQUE');
  const organizer = event.addPropertyWithValue('organizer', `mailto:${facts.organizer.email}`);
  organizer.setParameter('cn', facts.organizer.name);
  for (const attendee of facts.attendees) {
    const property = event.addPropertyWithValue('attendee', `mailto:${attendee.email}`);
    property.setParameter('cn', attendee.name);
    property.setParameter('role', 'REQ-PARTICIPANT');
    property.setParameter('partstat', facts.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED');
  }
  calendar.addSubcomponent(event);
  // RFC 5545 wants CRLF line ends; ical.js folds long lines.
  return `${calendar.toString().replace(/\r?\n/g, '\r\n')}\r\n`;
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactDetails as seed } from '../contact';
import { contactSchema } from './contact';
import { describeIssues } from './describe-issues';

/** The problems with the seed's details changed by `change`, as the editor and build say them. */
function problemsWith(change: (copy: Record<string, unknown>) => void): string[] {
  const copy = structuredClone(seed) as unknown as Record<string, unknown>;
  change(copy);
  const result = v.safeParse(contactSchema, copy);
  return result.success ? [] : describeIssues(result.issues, contactSchema);
}
const offices = (copy: Record<string, unknown>) => copy.offices as Record<string, unknown>[];
const hours = (copy: Record<string, unknown>) => copy.hours as Record<string, unknown>;

describe('the contact document’s schema', () => {
  it('takes the seed', () => {
    expect(problemsWith(() => {})).toEqual([]);
  });

  it('names a phone number without enough digits', () => {
    expect(
      problemsWith((copy) => {
        (offices(copy)[1] as Record<string, unknown>).phone = 'call us';
      }),
    ).toEqual([
      'offices.1.phone: expected a phone number with at least 7 digits, e.g. +1 (555) 010-0000, got "call us"',
    ]);
  });

  it('names a missing office field and an unknown one', () => {
    expect(
      problemsWith((copy) => {
        const head = offices(copy)[0] as Record<string, unknown>;
        head.town = head.locality;
        delete head.locality;
      }),
    ).toEqual([
      'offices.0.locality: missing, expected the town or city as text',
      'unknown field "offices.0.town" (check its spelling)',
    ]);
  });

  it('wants at least one office, and an email address', () => {
    expect(
      problemsWith((copy) => {
        copy.offices = [];
        copy.email = 'office at example';
      }),
    ).toEqual([
      'email: expected the email address visitors write to, e.g. office@example.com, got "office at example"',
      'offices: expected at least one office (the first is the head office), got []',
    ]);
  });

  it('wants times on the 24-hour clock, closing after opening, and each day once', () => {
    expect(
      problemsWith((copy) => {
        hours(copy).opens = '8am';
      }),
    ).toEqual([
      'hours.opens: expected the opening time as HH:MM on the 24-hour clock, e.g. 08:00, got "8am"',
    ]);
    expect(
      problemsWith((copy) => {
        hours(copy).closes = '07:00';
      }),
    ).toEqual(['hours.closes: expected a closing time later than the opening time, got "07:00"']);
    expect(
      problemsWith((copy) => {
        hours(copy).days = ['Monday', 'Monday'];
      }),
    ).toEqual([
      'hours.days: expected each day once (the days the office is open), got ["Monday","Monday"]',
    ]);
    expect(
      problemsWith((copy) => {
        hours(copy).days = ['Mon'];
      }),
    ).toEqual([
      'hours.days.0: expected one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday, got "Mon"',
    ]);
  });

  it('wants social profiles on https with an icon it can draw', () => {
    expect(
      problemsWith((copy) => {
        copy.socials = [{ label: 'Mastodon', href: 'http://example.social/@us', icon: 'mastodon' }];
      }),
    ).toEqual([
      'socials.0.href: expected the profile’s web address, starting with https://, got "http://example.social/@us"',
      'socials.0.icon: expected one of facebook, instagram, linkedin, youtube, x, got "mastodon"',
    ]);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hoursText } from '../content/contact-view';
import { answerBy, answerTime } from './answer-time';
import { constraintsOf } from './constraints';
import { leadIdOf, referenceOf } from './reference';
import { quoteSchemaFor } from './schemas';
import { campaignOf, referringSite, visitSourceOf } from './visit-source';

const HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '08:00',
  closes: '18:00',
};
const LA = 'America/Los_Angeles';

describe('the reference', () => {
  it('is a letter for the kind and the lead number in base 32, and reads back', () => {
    expect(referenceOf('quote', 1)).toBe('Q-0001');
    expect(referenceOf('message', 1234567)).toBe('M-15NM7');
    for (const id of [1, 31, 32, 999, 1_048_576, 123_456_789]) {
      expect(leadIdOf(referenceOf('quote', id))).toBe(id);
    }
    expect(leadIdOf('q-ool1', 'quote')).toBe(leadIdOf('Q-0011'));
    expect(leadIdOf('Q-0001', 'message')).toBeUndefined();
    expect(leadIdOf('Q-0000')).toBeUndefined();
    expect(leadIdOf('<script>')).toBeUndefined();
    expect(leadIdOf('Q-U001')).toBeUndefined();
  });
});

describe('the answer time', () => {
  const at = (iso: string) => new Date(iso);
  it('counts one opening day of office time in the company zone, over the weekend', () => {
    // Friday 15:00 in Los Angeles (PST, UTC-8): three hours on Friday, seven on Monday.
    const friday = at('2026-11-27T23:00:00Z');
    expect(answerBy(friday, HOURS, LA).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(answerTime(friday, HOURS, LA).words).toBe('by Monday 15:00');
    // Saturday: by the end of Monday.
    expect(answerTime(at('2026-11-28T18:00:00Z'), HOURS, LA).words).toBe('by Monday 18:00');
    // Monday 06:00, before opening: by the end of the day.
    expect(answerTime(at('2026-11-30T14:00:00Z'), HOURS, LA).words).toBe('by 18:00 today');
    // Tuesday 10:10: Wednesday, rounded up to the half hour.
    expect(answerTime(at('2026-12-01T18:10:00Z'), HOURS, LA).words).toBe('by 10:30 tomorrow');
    // Half-day office hours end at noon.
    const mornings = { ...HOURS, opens: '08:00', closes: '12:00' };
    expect(answerTime(at('2026-11-28T18:00:00Z'), mornings, LA).words).toBe('by Monday 12:00');
  });
  it('reads the same clock as the opening hours beside it (one public time format)', () => {
    const saturdays = { days: ['Monday', 'Saturday'], opens: '08:00', closes: '17:30' };
    const hours = hoursText(saturdays);
    const words = answerTime(at('2026-11-28T16:00:00Z'), saturdays, LA).words;
    expect(hours).toBe('Mon, Sat 8:00–17:30');
    expect(words).toBe('by 17:30 today');
    expect(hours).toContain(words.replace(/^by | today$/g, ''));
  });
  it('is the same instant seen from another zone', () => {
    const friday = at('2026-11-27T14:00:00Z'); // Friday 15:00 in Berlin
    expect(answerBy(friday, HOURS, 'Europe/Berlin').toISOString()).toBe('2026-11-30T14:00:00.000Z');
  });
});

describe('the quote form with the office’s required fields', () => {
  const services = ['house-renovation'];
  const base = { firstName: 'Ann', email: 'ann@example.com', phone: '555 0100 22' };
  it('keeps the spec’s required fields by default', () => {
    const result = v.safeParse(quoteSchemaFor(services), base);
    expect(result.success).toBe(false);
    const constraints = constraintsOf(quoteSchemaFor(services));
    expect(constraints.company.required).toBe(true);
    expect(constraints.website).toMatchObject({ required: true, type: 'url' });
  });
  it('takes a quote without company, website, service or message when they are optional', () => {
    const schema = quoteSchemaFor(services, ['phone']);
    const result = v.safeParse(schema, { ...base, company: '  ', website: '' });
    expect(result.success && result.output).toMatchObject({ company: '', website: '' });
    const constraints = constraintsOf(schema);
    expect(constraints.company.required).toBeUndefined();
    expect(constraints.website).toEqual({ type: 'url', maxLength: 300 });
    expect(constraints.phone.required).toBe(true);
    // What is typed in an optional field is still checked, with the field's own message.
    const bad = v.safeParse(schema, { ...base, website: 'reyes bakery', service: 'skydiving' });
    const messages = new Set(bad.issues?.map((issue) => issue.message));
    expect(messages).toEqual(
      new Set(['Please enter a web address like https://example.com.', 'Please choose a service.']),
    );
  });
});

describe('the visit source', () => {
  const origin = 'https://corbel.example';
  it('keeps another site’s origin and path only, and never our own site', () => {
    expect(referringSite('https://news.example/a/b?id=4&mail=x@y.z#top', origin)).toBe(
      'https://news.example/a/b',
    );
    expect(referringSite('https://www.google.com/', origin)).toBe('https://www.google.com');
    expect(referringSite(`${origin}/blog`, origin)).toBeNull();
    expect(referringSite('javascript:alert(1)', origin)).toBeNull();
  });
  it('keeps five campaign parameters, trimmed and cut to 100 characters', () => {
    const query = new URLSearchParams({
      utm_source: ' news ',
      utm_campaign: 'x'.repeat(150),
      utm_id: 'dropped',
      gclid: 'dropped',
      utm_term: 'a\u0000b',
    });
    expect(campaignOf(query)).toEqual({ utm_source: 'news', utm_campaign: 'x'.repeat(100) });
  });
  it('reads the script’s fields, or the Referer of a post without script', () => {
    const request = new Request(`${origin}/api/forms/quote`, {
      method: 'POST',
      headers: { referer: `${origin}/request-quote?name=Ann` },
    });
    const form = new FormData();
    expect(visitSourceOf(form, request)).toEqual({
      sourcePage: '/request-quote',
      entryPage: null,
      referrer: null,
      utm: {},
    });
    form.set('visit_page', '/contact-us');
    form.set('visit_entry', `${origin}/blog/post?utm_source=news&utm_medium=mail&email=a@b.c`);
    form.set('visit_referrer', 'https://news.example/issue/7?reader=42');
    expect(visitSourceOf(form, request)).toEqual({
      sourcePage: '/contact-us',
      entryPage: '/blog/post',
      referrer: 'https://news.example/issue/7',
      utm: { utm_source: 'news', utm_medium: 'mail' },
    });
    form.set('visit_page', 'https://evil.example/x');
    form.set('visit_entry', 'https://evil.example/?utm_source=spoof');
    expect(visitSourceOf(form, request)).toMatchObject({
      sourcePage: '/request-quote',
      entryPage: null,
      utm: {},
    });
  });
});

/**
 * The company's contact details (content/settings/contact.yml): the email, the offices with
 * their phones, the opening hours and the social links. The office edits them in the browser;
 * the name and the brand colour stay in app/brand.ts. What the pages show is derived from them
 * in app/content/contact-view.ts.
 */
import * as v from 'valibot';
import { SOCIAL_ICONS, WEEKDAYS } from './choices.ts';
import { text } from './fields.ts';

/** As people dial it: digits (at least 7), spaces, brackets, dots, hyphens and a leading +. */
const PHONE = /^\+?(?:[\s().-]*\d){7,}[\s().-]*$/;
const phone = v.pipe(
  v.string('the phone number as text'),
  v.trim(),
  v.regex(PHONE, 'a phone number with at least 7 digits, e.g. +1 (555) 010-0000'),
);

/** A time of day on the 24-hour clock. */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = (what: string, example: string) =>
  v.pipe(
    v.string(`${what} as text`),
    v.trim(),
    v.regex(TIME, `${what} as HH:MM on the 24-hour clock, e.g. ${example}`),
  );
/** Whether the office closes after it opens (a time that is no time is named by its field). */
const closesLater = ({ opens, closes }: { opens: string; closes: string }) =>
  !TIME.test(opens) || !TIME.test(closes) || closes > opens;

const office = v.strictObject({
  label: text('the office’s name, e.g. Head office'),
  street: text('the street and number'),
  unit: v.optional(text('the suite or unit')),
  locality: text('the town or city'),
  region: text('the state or region, e.g. OR'),
  postalCode: text('the postal code'),
  country: v.pipe(
    v.string('the country code as text'),
    v.trim(),
    v.regex(/^[A-Z]{2}$/, 'a two-letter country code in capitals, e.g. US'),
  ),
  phone,
});

const hours = v.pipe(
  v.strictObject({
    days: v.pipe(
      v.array(v.picklist(WEEKDAYS, `one of ${WEEKDAYS.join(', ')}`), 'a list of days'),
      v.minLength(1, 'at least one day the office is open'),
      v.check(
        (days) => new Set(days).size === days.length,
        'each day once (the days the office is open)',
      ),
    ),
    opens: time('the opening time', '08:00'),
    closes: time('the closing time', '17:30'),
  }),
  v.forward(
    v.partialCheck(
      [['opens'], ['closes']],
      closesLater,
      'a closing time later than the opening time',
    ),
    ['closes'],
  ),
);

const social = v.strictObject({
  label: text('the network’s name, e.g. Instagram'),
  href: v.pipe(
    v.string('the profile’s web address as text'),
    v.trim(),
    v.url('the profile’s web address, starting with https://'),
    v.startsWith('https://', 'the profile’s web address, starting with https://'),
  ),
  icon: v.picklist(SOCIAL_ICONS, `one of ${SOCIAL_ICONS.join(', ')}`),
});

export const contactSchema = v.strictObject({
  email: v.pipe(
    v.string('the email address as text'),
    v.trim(),
    v.email('the email address visitors write to, e.g. office@example.com'),
  ),
  offices: v.pipe(
    v.array(office, 'a list of offices, the head office first'),
    v.minLength(1, 'at least one office (the first is the head office)'),
  ),
  hours,
  socials: v.array(social, 'the company’s profiles, in the order shown: { label, href, icon }'),
});

import { describe, expect, it } from 'vitest';
import { contactDetails as seed } from './contact';
import {
  contactFacts,
  contactView,
  daysText,
  hoursText,
  mapEmbedSrc,
  mapSearchHref,
  phoneOf,
} from './contact-view';
import type { ContactDetails, OfficeDetails } from './types';

const office: OfficeDetails = {
  label: 'Workshop',
  street: '12 Mill Lane',
  locality: 'Salem',
  region: 'OR',
  postalCode: '97301',
  country: 'US',
  phone: '(555) 010-4400',
};
const details: ContactDetails = {
  email: 'desk@example.com',
  offices: [{ ...office, unit: 'Yard B' }, office],
  hours: { days: ['Tuesday', 'Monday', 'Saturday'], opens: '07:30', closes: '16:00' },
  socials: [{ label: 'X', href: 'https://x.com/example', icon: 'x' }],
};

describe('phoneOf', () => {
  it('links the digits and the leading + only', () => {
    expect(phoneOf('+1 (555) 014-2290')).toEqual({
      display: '+1 (555) 014-2290',
      href: 'tel:+15550142290',
    });
    expect(phoneOf('555.010.4400').href).toBe('tel:5550104400');
  });
});

describe('opening hours in words', () => {
  it('puts the days in the week’s order and makes neighbouring days a range', () => {
    expect(daysText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('Mon–Fri');
    expect(daysText(['Friday', 'Monday', 'Wednesday'])).toBe('Mon, Wed, Fri');
    expect(daysText(['Saturday', 'Monday', 'Tuesday', 'Wednesday', 'Friday'])).toBe(
      'Mon–Wed, Fri–Sat',
    );
    expect(daysText(['Sunday'])).toBe('Sun');
  });

  it('drops the hour’s leading zero only', () => {
    expect(hoursText({ days: ['Monday', 'Tuesday'], opens: '08:00', closes: '18:00' })).toBe(
      'Mon–Tue 8:00–18:00',
    );
    expect(hoursText({ days: ['Saturday'], opens: '00:30', closes: '10:05' })).toBe(
      'Sat 0:30–10:05',
    );
  });
});

describe('maps links', () => {
  it('search and embed the address as one encoded query', () => {
    expect(mapSearchHref('12 Mill Lane, Salem, OR 97301')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Mill%20Lane%2C%20Salem%2C%20OR%2097301',
    );
    expect(mapEmbedSrc('a & b')).toBe('https://www.google.com/maps?q=a%20%26%20b&output=embed');
  });
});

describe('contactView', () => {
  const view = contactView(details);

  it('makes the head office’s phone and address the company’s', () => {
    expect(view.phone).toEqual(phoneOf('(555) 010-4400'));
    expect(view.address.lines).toEqual(['12 Mill Lane, Yard B', 'Salem, OR 97301']);
    expect(view.offices[1]?.lines).toEqual(['12 Mill Lane', 'Salem, OR 97301']);
    expect(view.address.mapHref).toBe(view.offices[0]?.mapHref);
  });

  it('finds the building on the map without its suite or unit', () => {
    expect(view.offices[0]?.mapHref).toBe(mapSearchHref('12 Mill Lane, Salem, OR 97301'));
    expect(view.map.embedSrc).toBe(mapEmbedSrc('12 Mill Lane, Salem, OR 97301'));
    expect(view.map.openHref).toBe(view.offices[0]?.mapHref);
  });

  it('says the hours in words and keeps the email and socials as written', () => {
    expect(view.hours).toBe('Mon–Tue, Sat 7:30–16:00');
    expect(view.email).toBe('desk@example.com');
    expect(view.socials).toEqual(details.socials);
  });
});

describe('the seed’s contact details', () => {
  const facts = contactFacts(seed);

  it('give each office its address in parts, agreeing with the lines shown', () => {
    expect(facts.postalAddresses).toHaveLength(facts.offices.length);
    facts.offices.forEach((shown, index) => {
      const postal = facts.postalAddresses[index];
      expect(shown.lines).toEqual([
        postal?.street,
        `${postal?.locality}, ${postal?.region} ${postal?.postalCode}`,
      ]);
      expect(shown.phone.href).toBe(`tel:${shown.phone.display.replace(/[^\d+]/g, '')}`);
      expect(shown.label.trim()).not.toBe('');
    });
  });

  it('show hours that agree with the hours as data, and only https profiles', () => {
    const { days, opens, closes } = facts.openingHours;
    expect(facts.hours).toBe(
      `${daysText(days)} ${Number(opens.slice(0, 2))}:${opens.slice(3)}–${Number(closes.slice(0, 2))}:${closes.slice(3)}`,
    );
    for (const social of facts.socials) expect(social.href).toMatch(/^https:\/\//);
    expect(facts.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});

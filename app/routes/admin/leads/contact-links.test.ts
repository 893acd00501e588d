import { describe, expect, it } from 'vitest';
import { mailtoHref, mapHref, telHref } from './contact-links';

describe('telHref', () => {
  it('keeps the digits and a leading +', () => {
    expect(telHref('+1 555 0150')).toBe('tel:+15550150');
    expect(telHref('(555) 010-0150')).toBe('tel:5550100150');
    expect(telHref('0044 20 7946 0000')).toBe('tel:+442079460000');
  });

  it('writes an extension as ;ext=', () => {
    expect(telHref('+1 555 0150 ext. 12')).toBe('tel:+15550150;ext=12');
    expect(telHref('555-0150 x7')).toBe('tel:5550150;ext=7');
  });

  it('leaves text with too few digits to call as text', () => {
    expect(telHref('call me')).toBeNull();
    expect(telHref('12')).toBeNull();
  });
});

describe('mailtoHref and mapHref', () => {
  it('mails the address as given', () => {
    expect(mailtoHref(' mara@example.com ')).toBe('mailto:mara@example.com');
  });

  it('searches the maps for the address, encoded, spaces folded', () => {
    expect(mapHref('12 Elm St,\n  Springfield & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%2C%20Springfield%20%26%20Co',
    );
    expect(mapHref('  ')).toBeNull();
    expect(mapHref(undefined)).toBeNull();
  });
});

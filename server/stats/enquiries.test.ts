import { describe, expect, it } from 'vitest';
import { localDate } from '../leads/business-days.ts';
import { campaignOfUtm, companyDays, referrerHost } from './enquiries.ts';

describe('a lead as an enquiry', () => {
  it('falls on the same company day as localDate says, around the clock changes too', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Kathmandu', 'UTC']) {
      const dayOf = companyDays(zone);
      const start = Date.parse('2026-03-01T00:00:00Z');
      for (let time = start; time < start + 400 * 86_400_000; time += 37 * 60_000 + 13_000) {
        const iso = new Date(time).toISOString();
        expect(dayOf(iso)).toBe(localDate(new Date(time), zone));
      }
    }
  }, 60_000);

  it('takes the referring host and the campaign from the stored columns', () => {
    expect(referrerHost('https://www.google.com/search')).toBe('www.google.com');
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost(null)).toBeNull();
    expect(campaignOfUtm('{"utm_source":"google","utm_campaign":"spring"}')).toBe('google||spring');
    expect(campaignOfUtm('{"utm_term":"roof"}')).toBeNull();
    expect(campaignOfUtm('{broken')).toBeNull();
  });
});

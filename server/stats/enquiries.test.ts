import { describe, expect, it } from 'vitest';
import { dayStartOf, localDate } from '../leads/business-days.ts';
import { campaignOfUtm, companyDays, referrerHost } from './enquiries.ts';

describe('a lead as an enquiry', () => {
  it('falls on the same company day as localDate says, around the clock changes too', () => {
    // Each company day's start (from localDate's own arithmetic, dayStartOf), a second before
    // and after it, the same quarter hour's other end, and three times inside the day, in that
    // order: a day kept for a quarter hour that a midnight splits shows. 400 days span both of
    // a year's clock changes; Kathmandu's 5:45 puts midnights on a quarter hour, not an hour.
    const around = [-15 * 60_000 + 1, -1000, 0, 1000, 15 * 60_000 - 1, 7 * 3_600_000 + 13_000];
    const inDay = [12 * 3_600_000 + 37 * 60_000, 19 * 3_600_000 + 11 * 60_000 + 59_000];
    for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Kathmandu', 'UTC']) {
      const dayOf = companyDays(zone);
      for (let day = 0; day < 400; day++) {
        const start = dayStartOf('2026-03-01', zone, day).getTime();
        for (const ms of [...around, ...inDay]) {
          const time = start + ms;
          expect(dayOf(new Date(time).toISOString())).toBe(localDate(new Date(time), zone));
        }
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

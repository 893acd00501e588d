/**
 * The contact details the visits read (opening hours, the company's email and phone): the
 * published settings document (a fresh install's seed publishes it), else weekday office hours
 * and the brand's email, so slots are offered even then.
 */
import { brand } from '../../app/brand.ts';
import type { ContentStore } from '../content/store.ts';
import type { OpeningHours } from './visit-hours.ts';

export interface VisitsContact {
  hours: OpeningHours;
  email: string;
  phone: string;
}

const FALLBACK: VisitsContact = {
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
  },
  email: brand.email,
  phone: '',
};

export function visitsContact(content: ContentStore): () => Promise<VisitsContact> {
  return async () => {
    const document = await content.published.document('contact').catch(() => undefined);
    const details = document?.contactDetails;
    if (!details) return FALLBACK;
    return { hours: details.hours, email: details.email, phone: details.offices[0]?.phone ?? '' };
  };
}

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

/**
 * `log` is told when the document cannot be read (the database away): the visits go on with
 * the fallback hours, and the operator sees why.
 */
export function visitsContact(
  content: ContentStore,
  log: (error: unknown, context: string) => void,
): () => Promise<VisitsContact> {
  return async () => {
    const document = await content.published.document('contact').catch((error: unknown) => {
      log(error, '(the contact details were not read: visits offered on weekday office hours)');
      return undefined;
    });
    const details = document?.contactDetails;
    if (!details) return FALLBACK;
    return { hours: details.hours, email: details.email, phone: details.offices[0]?.phone ?? '' };
  };
}

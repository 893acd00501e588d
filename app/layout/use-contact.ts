/**
 * The company's contact details as published, for any component: the root loader reads them
 * (app/server/contact.server.ts) and the root layout provides them, so they travel as page data
 * and never in the JavaScript bundle. `useContact()` in a component; tests wrap it in
 * `<ContactContext value={…}>`.
 */
import { createContext, use } from 'react';
import type { ContactView } from '../content/types';

/** What shows where no page data exists (an error screen before the root loader ran). */
export const NO_CONTACT: ContactView = {
  email: '',
  phone: { display: '', href: '' },
  address: { lines: [], mapHref: '' },
  offices: [],
  hours: '',
  socials: [],
  map: { title: '', embedSrc: '', openHref: '' },
};

export const ContactContext = createContext<ContactView>(NO_CONTACT);

/** The published contact details (phone, email, offices, hours, socials, map). */
export const useContact = (): ContactView => use(ContactContext);

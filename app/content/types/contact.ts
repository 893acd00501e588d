/** The company's contact details as the office edits them, and as the pages show them. */
import type { Office, OpeningHours, Phone, PostalAddress, SocialLink } from './people';

/** One office as written in content/settings/contact.yml. */
export interface OfficeDetails {
  /** "Head office" or "Branch office". */
  label: string;
  /** Street and number. */
  street: string;
  /** Suite or unit, when there is one. */
  unit?: string;
  /** Town or city. */
  locality: string;
  /** State code, e.g. "OR". */
  region: string;
  /** ZIP code. */
  postalCode: string;
  /** ISO 3166 country code, e.g. "US". */
  country: string;
  /** As people dial it, e.g. "+1 (555) 014-2290". */
  phone: string;
}

/** The contact document (content/settings/contact.yml, or the store's published version). */
export interface ContactDetails {
  /** The address visitors write to. */
  email: string;
  /** Head office first: its phone is the main number, its address the company's. */
  offices: readonly OfficeDetails[];
  /** One range of opening hours for a set of days. */
  hours: { days: readonly string[]; opens: string; closes: string };
  /** Social profiles, in the order shown. */
  socials: readonly SocialLink[];
}

/** What the pages show: the contact details made ready to display (app/content/contact-view.ts). */
export interface ContactView {
  email: string;
  /** The head office's number: the main one. */
  phone: Phone;
  /** The head office's address lines and its maps link. */
  address: { lines: readonly string[]; mapHref: string };
  /** Every office, head office first. */
  offices: readonly Office[];
  /** The opening hours as shown, e.g. "Mon–Fri 8:00–18:00". */
  hours: string;
  socials: readonly SocialLink[];
  /** The contact page's map of the head office. */
  map: { title: string; embedSrc: string; openHref: string };
}

/** The same with what only structured data reads (app/lib/structured-data). */
export interface ContactFacts extends ContactView {
  /** Each office's address in parts, in the order of `offices`. */
  postalAddresses: readonly PostalAddress[];
  openingHours: OpeningHours;
}

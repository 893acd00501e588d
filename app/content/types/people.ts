/** Clients, the team and the offices. */
import type { IconName, Image } from './media';

/** A client testimonial; always shown with five stars. */
export interface Testimonial {
  /** Stable id. */
  id: string;
  /** Client name. */
  name: string;
  /** Client role or company. */
  position: string;
  /** Quote text. */
  text: string;
  /** Portrait artwork. */
  avatar: Image;
}

/** Team member role category fixed by the spec. */
export type TeamCategory = 'founder' | 'writer' | 'manager' | 'designer' | 'inspector' | 'engineer';

/** A social profile link. */
export interface SocialLink {
  /** Network name, used for the accessible label. */
  label: string;
  /** Profile URL. */
  href: string;
  /** Icon to show. */
  icon: IconName;
}

/** A member of the team. */
export interface TeamMember {
  /** URL-safe id. */
  slug: string;
  /** Full name. */
  name: string;
  /** Job title. */
  position: string;
  /** Role category. */
  category: TeamCategory;
  /** Portrait artwork. */
  image: Image;
  /** Social profiles (open in a new tab). */
  socials: readonly SocialLink[];
}

/** An office address. */
export interface Office {
  /** "Head office" or "Branch office". */
  label: string;
  /** Street address lines, as shown. */
  lines: readonly string[];
  /** The office's phone line. */
  phone: Phone;
  /** A maps search link for the address. */
  mapHref: string;
}

/** A postal address in parts. */
export interface PostalAddress {
  /** Street, number and suite or unit. */
  street: string;
  /** City. */
  locality: string;
  /** State code, e.g. "OR". */
  region: string;
  /** ZIP code. */
  postalCode: string;
  /** ISO 3166 country code, e.g. "US". */
  country: string;
}

/** A phone number as shown and as a `tel:` link. */
export interface Phone {
  /** As shown, e.g. "+1 (555) 014-2290". */
  display: string;
  /** The `tel:` link. */
  href: string;
}

/** Weekly opening hours (one range for a set of days). */
export interface OpeningHours {
  /** English day names, e.g. "Monday". */
  days: readonly string[];
  /** Opening time, `HH:MM`. */
  opens: string;
  /** Closing time, `HH:MM`. */
  closes: string;
}

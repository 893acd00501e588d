/**
 * The contact details (content/settings/contact.yml, or what the office published) as the
 * pages show them: the phone's `tel:` link, the address lines, the maps links and the opening
 * hours in words. Pure: the root loader, the server's error pages and structured data all
 * derive them here.
 */
import { publicTimeOf } from '../lib/public-time';
import { WEEKDAYS } from './schemas/choices';
import type {
  ContactDetails,
  ContactFacts,
  ContactView,
  Office,
  OfficeDetails,
  Phone,
  PostalAddress,
} from './types';

/** A maps search for the query (opens the map app on phones). */
export const mapSearchHref = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** The embeddable map of the query (the contact page's frame). */
export const mapEmbedSrc = (query: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

/** A number as shown and as a `tel:` link (digits and a leading + only). */
export const phoneOf = (display: string): Phone => ({
  display,
  href: `tel:${display.replace(/[^\d+]/g, '')}`,
});

const streetLine = (office: OfficeDetails) =>
  office.unit ? `${office.street}, ${office.unit}` : office.street;

/** A maps query finds the building: street and town, without the suite. */
const mapQuery = (office: OfficeDetails) =>
  `${office.street}, ${office.locality}, ${office.region} ${office.postalCode}`;

const officeOf = (office: OfficeDetails): Office => ({
  label: office.label,
  lines: [streetLine(office), `${office.locality}, ${office.region} ${office.postalCode}`],
  phone: phoneOf(office.phone),
  mapHref: mapSearchHref(mapQuery(office)),
});

const dayIndex = (day: string) => WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
const short = (index: number) => WEEKDAYS[index]?.slice(0, 3) ?? '';

/**
 * The days in the week's order, runs of neighbouring days as a range: "Mon–Fri",
 * "Mon–Wed, Fri", "Sat".
 */
export function daysText(days: readonly string[]): string {
  const indexes = [...new Set(days.map(dayIndex))].filter((i) => i >= 0).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const index of indexes) {
    const last = runs.at(-1);
    if (last && index === last[1] + 1) last[1] = index;
    else runs.push([index, index]);
  }
  return runs
    .map(([first, last]) => (first === last ? short(first) : `${short(first)}–${short(last)}`))
    .join(', ');
}

/** The opening hours as shown: "Mon–Fri 8:00–18:00", in the public pages' one time format. */
export function hoursText(hours: ContactDetails['hours']): string {
  return `${daysText(hours.days)} ${publicTimeOf(hours.opens)}–${publicTimeOf(hours.closes)}`;
}

/** What the pages show (the root loader gives it to every page). */
export function contactView(details: ContactDetails): ContactView {
  const offices = details.offices.map(officeOf);
  const [head] = details.offices;
  const headOffice = offices[0];
  const headMapHref = headOffice?.mapHref ?? '';
  return {
    email: details.email,
    phone: headOffice?.phone ?? phoneOf(''),
    address: { lines: headOffice?.lines ?? [], mapHref: headMapHref },
    offices,
    hours: hoursText(details.hours),
    socials: details.socials,
    map: {
      title: 'Map of our head office',
      embedSrc: mapEmbedSrc(head ? mapQuery(head) : ''),
      openHref: headMapHref,
    },
  };
}

/** The same with the addresses in parts and the hours as data (structured data). */
export function contactFacts(details: ContactDetails): ContactFacts {
  return {
    ...contactView(details),
    postalAddresses: details.offices.map(
      (office): PostalAddress => ({
        street: streetLine(office),
        locality: office.locality,
        region: office.region,
        postalCode: office.postalCode,
        country: office.country,
      }),
    ),
    openingHours: details.hours,
  };
}

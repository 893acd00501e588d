/**
 * What the pages show about the company, derived from the brand file (app/brand.ts), which is
 * the only place a rebrand edits. The copy here names the company through `brand`.
 */
import { type Brand, brand } from '../brand';

type BrandOffice = Brand['offices'][number];

import type { Office, OpeningHours, Phone, PostalAddress, SocialLink } from './types';

const mapSearch = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
const phoneOf = (display: string): Phone => ({
  display,
  href: `tel:${display.replace(/[^\d+]/g, '')}`,
});
const streetLine = (office: BrandOffice) =>
  office.unit ? `${office.street}, ${office.unit}` : office.street;
const officeLines = (office: BrandOffice) => [
  streetLine(office),
  `${office.locality}, ${office.region} ${office.postalCode}`,
];
/** A maps query finds the building: street and town, without the suite. */
const mapQuery = (office: BrandOffice) =>
  `${office.street}, ${office.locality}, ${office.region} ${office.postalCode}`;
const offices = brand.offices.map(
  (office): Office => ({
    label: office.label,
    lines: officeLines(office),
    phone: phoneOf(office.phone),
    mapHref: mapSearch(mapQuery(office)),
  }),
);
const headOffice = offices[0] as Office;
const headOfficeQuery = encodeURIComponent(mapQuery(brand.offices[0] as BrandOffice));
const DAY_ABBR = (day: string) => day.slice(0, 3);
const hoursText = () => {
  const days = brand.hours.days;
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  const range = days.length > 1 ? `${DAY_ABBR(first)}–${DAY_ABBR(last)}` : DAY_ABBR(first);
  const time = (hhmm: string) => hhmm.replace(/^0/, '');
  return `${range} ${time(brand.hours.opens)}–${time(brand.hours.closes)}`;
};

export const site = {
  name: brand.name,
  shortName: brand.shortName,
  legalName: brand.legalName,
  logo: brand.logo,
  /** The region the company works in, as a phrase ("the Pacific Northwest"). */
  region: brand.region,
  /** Where the company takes work (US states). */
  areaServed: brand.areaServed,
  titleSuffix: ` | ${brand.name}`,
  homeTitle: 'Construction Company',
  tagline: `Builders, renovators and architects delivering homes, workplaces and public spaces across ${brand.region} since ${brand.foundedYear}.`,
  description: `${brand.name} plans, designs and builds homes, commercial spaces and public buildings, with renovation work delivered on time and on budget.`,
  origin: brand.origin,
  phone: headOffice.phone,
  email: brand.email,
  address: { lines: headOffice.lines, mapHref: headOffice.mapHref },
  /** The head office's street without its number, e.g. "Meridian Avenue" (for copy). */
  headOfficeStreet: (brand.offices[0]?.street ?? '').replace(/^\d+\s+/, ''),
  offices,
  /** `siteProfile.openingHours` as shown. */
  hours: hoursText(),
  socials: brand.socials satisfies readonly SocialLink[],
  foundedYear: brand.foundedYear,
  /** Every post is credited to this author label. */
  postAuthor: 'Admin',
  /** The banner's review claim. */
  reviewsClaim: '25K+',
  video: {
    title: `Inside a ${brand.shortName} build: from groundbreaking to handover`,
    embedSrc: `https://www.youtube-nocookie.com/embed/${brand.videoId}?autoplay=1&rel=0`,
    watchHref: `https://www.youtube.com/watch?v=${brand.videoId}`,
  },
  map: {
    title: 'Map of our head office',
    embedSrc: `https://www.google.com/maps?q=${headOfficeQuery}&output=embed`,
    openHref: headOffice.mapHref,
  },
  about: {
    intro: `${brand.name} began in ${brand.foundedYear} as a two-person renovation outfit in ${brand.hometown}. Today our architects, engineers and craftspeople deliver everything from single-room remodels to hospitals and retail centres, still led by the same belief that good building starts with listening.`,
  },
} as const;

/**
 * Company facts only search engines read (structured data, app/lib/structured-data). Kept
 * apart from `site`, which the browser bundle carries, so they add no JavaScript;
 * content.test.ts checks that they agree with what `site` shows.
 */
export const siteProfile = {
  /** Square brand mark as a raster (search engines prefer one of 112 px or more), drawn at build. */
  logo: { src: '/icon-512.png', width: 512, height: 512 },
  /** Each office's address in parts, in the order of `site.offices`. */
  postalAddresses: brand.offices.map(
    (office: BrandOffice): PostalAddress => ({
      street: streetLine(office),
      locality: office.locality,
      region: office.region,
      postalCode: office.postalCode,
      country: office.country,
    }),
  ),
  /** Office hours (`site.hours` is how the pages show them). */
  openingHours: brand.hours satisfies OpeningHours,
  /** Where the company takes work. */
  areaServed: brand.areaServed,
} as const;

/**
 * What the pages show about the company, derived from the brand file (app/brand.ts), which is
 * the only place a rebrand edits. The copy here names the company through `brand`. The contact
 * details (phones, email, offices, hours, socials, the map) are not here: the office edits them
 * (content/settings/contact.yml) and pages read the published ones (`useContact()`).
 */
import { brand } from '../brand';

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
  foundedYear: brand.foundedYear,
  /** Every post is credited to this author label. */
  postAuthor: 'Admin',
  video: {
    title: `Inside a ${brand.shortName} build: from groundbreaking to handover`,
    embedSrc: `https://www.youtube-nocookie.com/embed/${brand.videoId}?autoplay=1&rel=0`,
    watchHref: `https://www.youtube.com/watch?v=${brand.videoId}`,
  },
  about: {
    intro: `${brand.name} began in ${brand.foundedYear} as a two-person renovation outfit in ${brand.hometown}. Today our architects, engineers and craftspeople deliver everything from single-room remodels to hospitals and retail centres, still led by the same belief that good building starts with listening.`,
  },
} as const;

/**
 * Company facts only search engines read (structured data, app/lib/structured-data). Kept
 * apart from `site`, which the browser bundle carries, so they add no JavaScript.
 */
export const siteProfile = {
  /** Square brand mark as a raster (search engines prefer one of 112 px or more), drawn at build. */
  logo: { src: '/icon-512.png', width: 512, height: 512 },
  /** Where the company takes work. */
  areaServed: brand.areaServed,
} as const;

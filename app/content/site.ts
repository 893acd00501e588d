/** Company facts in one place: a rebrand edits this file (and the artwork), nothing else. */
import type { Office, OpeningHours, PostalAddress, SocialLink } from './types';

const headOfficeQuery = encodeURIComponent('2150 Meridian Avenue, Portland, OR 97209');
const branchOfficeQuery = encodeURIComponent('418 Dock Street, Tacoma, WA 98402');
const videoId = 'cB7rL2xN9sE';
const headOfficePhone = { display: '+1 (555) 014-2290', href: 'tel:+15550142290' } as const;

export const site = {
  name: 'Corbel Construction',
  shortName: 'Corbel',
  titleSuffix: ' | Corbel Construction',
  homeTitle: 'Construction Company',
  tagline:
    'Builders, renovators and architects delivering homes, workplaces and public spaces across the Pacific Northwest since 1989.',
  description:
    'Corbel Construction plans, designs and builds homes, commercial spaces and public buildings, with renovation work delivered on time and on budget.',
  origin: 'https://www.corbel-construction.com',
  phone: headOfficePhone,
  email: 'hello@corbel-construction.com',
  address: {
    lines: ['2150 Meridian Avenue, Suite 400', 'Portland, OR 97209'],
    mapHref: `https://www.google.com/maps/search/?api=1&query=${headOfficeQuery}`,
  },
  offices: [
    {
      label: 'Head office',
      lines: ['2150 Meridian Avenue, Suite 400', 'Portland, OR 97209'],
      phone: headOfficePhone,
      mapHref: `https://www.google.com/maps/search/?api=1&query=${headOfficeQuery}`,
    },
    {
      label: 'Branch office',
      lines: ['418 Dock Street, Unit 2', 'Tacoma, WA 98402'],
      phone: { display: '+1 (555) 014-7315', href: 'tel:+15550147315' },
      mapHref: `https://www.google.com/maps/search/?api=1&query=${branchOfficeQuery}`,
    },
  ] satisfies readonly Office[],
  /** `siteProfile.openingHours` as shown. */
  hours: 'Mon–Fri 8:00–18:00',
  socials: [
    { label: 'Facebook', href: 'https://www.facebook.com/corbelconstruction', icon: 'facebook' },
    {
      label: 'Instagram',
      href: 'https://www.instagram.com/corbel.construction',
      icon: 'instagram',
    },
    {
      label: 'LinkedIn',
      href: 'https://www.linkedin.com/company/corbel-construction',
      icon: 'linkedin',
    },
    { label: 'YouTube', href: 'https://www.youtube.com/@corbelconstruction', icon: 'youtube' },
  ] satisfies readonly SocialLink[],
  foundedYear: 1989,
  copyrightYear: 2025,
  /** Blog cards show this fixed month beside the post's day number. */
  postMonth: 'March',
  /** Every post is credited to this author label. */
  postAuthor: 'Admin',
  /** The banner's review claim. */
  reviewsClaim: '25K+',
  video: {
    title: 'Inside a Corbel build: from groundbreaking to handover',
    embedSrc: `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
    watchHref: `https://www.youtube.com/watch?v=${videoId}`,
  },
  map: {
    title: 'Map of our head office',
    embedSrc: `https://www.google.com/maps?q=${headOfficeQuery}&output=embed`,
    openHref: `https://www.google.com/maps/search/?api=1&query=${headOfficeQuery}`,
  },
  about: {
    mission:
      'We build places people are proud to live and work in. Every project gets a clear plan, an honest price and a crew that treats the site like its own, so the finished building outlasts the excitement of opening day.',
    intro:
      'Corbel Construction began in 1989 as a two-person renovation outfit in Portland. Today our architects, engineers and craftspeople deliver everything from single-room remodels to hospitals and retail centres, still led by the same belief that good building starts with listening.',
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
  postalAddresses: [
    {
      street: '2150 Meridian Avenue, Suite 400',
      locality: 'Portland',
      region: 'OR',
      postalCode: '97209',
      country: 'US',
    },
    {
      street: '418 Dock Street, Unit 2',
      locality: 'Tacoma',
      region: 'WA',
      postalCode: '98402',
      country: 'US',
    },
  ] satisfies readonly PostalAddress[],
  /** Office hours (`site.hours` is how the pages show them). */
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
  } satisfies OpeningHours,
  /** Where the company takes work: US states. */
  areaServed: ['Oregon', 'Washington'],
} as const;

/**
 * The company: the one file a rebrand edits. Name, contacts, offices, socials, the brand colour
 * and the site's options all live here, and this is the only source file that holds the
 * company's name: every page, illustration, share card and test reads it from here.
 * See docs/content.md ("Rebrand") for a worked example.
 *
 * Plain data with no imports, so build scripts and tests can read it as well as the app.
 */
export const brand = {
  /** The trading name, as the logo, titles and copy show it. */
  name: 'Corbel Construction',
  /** A short form for tight places (alt text, "the ... crew", the artwork's signs). */
  shortName: 'Corbel',
  /** The registered name, for the copyright line and structured data. */
  legalName: 'Corbel Construction LLC',
  /** The logo's two lines: a bold word and a spaced sub-line. */
  logo: { word: 'Corbel', sub: 'Construction' },
  foundedYear: 1989,
  /** Where the company has its roots, used in the tagline and about text. */
  hometown: 'Portland',
  /** The region it works in, as a phrase. */
  region: 'the Pacific Northwest',
  /** The production address of the site (no trailing slash). */
  origin: 'https://www.corbel-construction.com',
  email: 'hello@corbel-construction.com',
  /**
   * The brand colour, as `#rrggbb`. Every accent (buttons, links' hover, focus rings, the
   * illustrations' highlights) is derived from it so that text keeps 4.5:1 and controls 3:1 in
   * both themes; `npm run test:unit` names a colour that cannot.
   */
  color: '#e0892b',
  /** Offices, head office first. The first one's phone is the main number. */
  offices: [
    {
      label: 'Head office',
      street: '2150 Meridian Avenue',
      unit: 'Suite 400',
      locality: 'Portland',
      region: 'OR',
      postalCode: '97209',
      country: 'US',
      phone: '+1 (555) 014-2290',
    },
    {
      label: 'Branch office',
      street: '418 Dock Street',
      unit: 'Unit 2',
      locality: 'Tacoma',
      region: 'WA',
      postalCode: '98402',
      country: 'US',
      phone: '+1 (555) 014-7315',
    },
  ],
  /** Office hours: one range for a set of days. */
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
  },
  /** US states (or regions) the company takes work in. */
  areaServed: ['Oregon', 'Washington'],
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
  ],
  /** The YouTube id of the company film (played only after a click). */
  videoId: 'cB7rL2xN9sE',
  /** What the site shows and lists: the defaults are exactly the specification's. */
  options: {
    /** Which of the four home layouts is the home page at `/`. */
    home: 'home-one',
    /** Whether the other three home layouts stay as pages, in the menu and in the sitemap. */
    showOtherHomeLayouts: true,
    /**
     * Whether the template's demo-only pages (alternative team, blog and portfolio layouts)
     * stay in the menu and the sitemap.
     */
    showDemoPages: true,
  },
} as const satisfies Brand;

/**
 * The offices' time zone (an IANA name): the admin shows times in it and takes scheduled
 * publishing times in it, stored in UTC. Apart from {@link brand} so that public pages, which
 * never show it, do not carry it.
 */
export const timeZone = 'America/Los_Angeles';

/** The shape of {@link brand}; TypeScript checks the file against it. */
export interface Brand {
  name: string;
  shortName: string;
  legalName: string;
  logo: { word: string; sub: string };
  foundedYear: number;
  hometown: string;
  region: string;
  origin: string;
  email: string;
  color: `#${string}`;
  offices: readonly {
    label: string;
    street: string;
    unit?: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
    phone: string;
  }[];
  hours: { days: readonly string[]; opens: string; closes: string };
  areaServed: readonly string[];
  socials: readonly {
    label: string;
    href: string;
    icon: 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'x';
  }[];
  videoId: string;
  options: {
    home: 'home-one' | 'home-two' | 'home-three' | 'home-four';
    showOtherHomeLayouts: boolean;
    showDemoPages: boolean;
  };
}

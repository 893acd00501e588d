/**
 * The company: the one file a rebrand edits. Name, the brand colour and the site's options live
 * here, and this is the only source file that holds the company's name: every page,
 * illustration, share card and test reads it from here. The contact details (phones, email,
 * offices, opening hours, socials) are content the office edits in the browser
 * (content/settings/contact.yml is their seed). See docs/content.md ("Rebrand").
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
  /**
   * The office's own address: the first owner's sign-in (`ADMIN_EMAIL`'s default). The address
   * visitors see is the contact details' (content/settings/contact.yml).
   */
  email: 'hello@corbel-construction.com',
  /**
   * The brand colour, as `#rrggbb`. Every accent (buttons, links' hover, focus rings, the
   * illustrations' highlights) is derived from it so that text keeps 4.5:1 and controls 3:1 in
   * both themes; `npm run test:unit` names a colour that cannot.
   */
  color: '#e0892b',
  /** US states (or regions) the company takes work in. */
  areaServed: ['Oregon', 'Washington'],
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
  areaServed: readonly string[];
  videoId: string;
  options: {
    home: 'home-one' | 'home-two' | 'home-three' | 'home-four';
    showOtherHomeLayouts: boolean;
    showDemoPages: boolean;
  };
}

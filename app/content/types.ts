/** Types for every piece of bundled content. Collections live one per module beside this file. */

/** An image shown on the site: original SVG artwork or a raster file processed at build time. */
export interface Image {
  /** URL of the fallback file (an SVG, or the largest raster rendition). */
  src: string;
  /** Text alternative; empty only for purely decorative images. */
  alt: string;
  /** Intrinsic width in CSS pixels, so layout is reserved before it loads. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  /** Optional AVIF/WebP sources for raster photos (`srcset` strings). */
  sources?: readonly { type: 'image/avif' | 'image/webp'; srcset: string }[];
}

/** Names of the icons a piece of content may ask for; mapped to lucide icons in one place. */
export type IconName =
  | 'layers'
  | 'ruler'
  | 'sofa'
  | 'hammer'
  | 'shield'
  | 'clipboard'
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'youtube'
  | 'x';

/** A block of long text, rendered by one component. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'quote'; text: string; cite?: string };

/** A service the company offers. */
export interface Service {
  /** URL slug, also the id. */
  slug: string;
  /** Display number, e.g. "01". */
  number: string;
  /** Icon shown on cards. */
  icon: IconName;
  /** Service name. */
  title: string;
  /** One or two sentence summary for cards. */
  description: string;
  /** Card and detail artwork. */
  image: Image;
  /** Body of the detail page. */
  body: readonly Block[];
  /** Checklist shown on the detail page. */
  checklist: readonly string[];
}

/** Portfolio filter category fixed by the spec. */
export type ProjectCategory = 'marketing' | 'corporate' | 'business';

/** A portfolio project. */
export interface Project {
  /** URL slug, also the id. */
  slug: string;
  /** Project name. */
  title: string;
  /** Sector shown as the subtitle, e.g. "Healthcare". */
  sector: string;
  /** Gallery filter category. */
  category: ProjectCategory;
  /** Cover artwork. */
  image: Image;
  /** Short summary. */
  summary: string;
}

/** A blog post. */
export interface Post {
  /** URL slug, also the id. */
  slug: string;
  /** Display number, e.g. "01". */
  number: string;
  /** Day of the month; the month is fixed text (see `site.postMonth`). */
  day: number;
  /** Number of comments shown on cards. */
  comments: number;
  /** Post title. */
  title: string;
  /** Cover artwork. */
  image: Image;
  /** Summary shown on cards and under the title. */
  description: string;
  /** Reveal animation delay in seconds (.4, .6, .8 or 1.2). */
  delay: number;
  /** Body of the post. */
  body: readonly Block[];
}

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

/** A pricing plan. */
export interface Plan {
  /** Plan name, e.g. "Basic". */
  name: string;
  /** One-line tagline. */
  tagline: string;
  /** Price per month in US dollars. */
  monthlyPrice: number;
  /** Exactly five feature lines; the first is the storage line. */
  features: readonly [string, string, string, string, string];
  /** Whether this plan is visually highlighted. */
  isFeatured?: boolean;
}

/** An award the company has won. */
export interface Award {
  /** Award name. */
  title: string;
  /** Where it was given. */
  location: string;
  /** Year won. */
  year: number;
  /** Artwork shown when the award is active. */
  image: Image;
}

/** An entry of the company history timeline. */
export interface TimelineEntry {
  /** Year. */
  year: number;
  /** Headline. */
  title: string;
  /** What happened. */
  description: string;
  /** Artwork. */
  image: Image;
}

/** An animated statistic. */
export interface Counter {
  /** Final value. */
  value: number;
  /** Text after the number, e.g. "+" or "k". */
  suffix: string;
  /** What is counted. */
  label: string;
}

/** A skill bar. */
export interface Skill {
  /** Skill name. */
  label: string;
  /** Percentage 0–100. */
  percent: number;
}

/** A question and its answer. */
export interface Faq {
  /** Stable id. */
  id: string;
  /** The question. */
  question: string;
  /** The answer. */
  answer: string;
}

/** An office address. */
export interface Office {
  /** "Head office" or "Branch office". */
  label: string;
  /** Street address lines. */
  lines: readonly string[];
  /** A maps search link for the address. */
  mapHref: string;
}

/** One step of the working process. */
export interface ProcessStep {
  /** Display number, e.g. "01". */
  number: string;
  /** Step name. */
  title: string;
  /** What happens in this step. */
  description: string;
}

/** A partner company and its logo. */
export interface Partner {
  /** Company name. */
  name: string;
  /** Monochrome logo that reads on light and dark backgrounds. */
  logo: Image;
}

/** A certification the company holds. */
export interface Certification {
  /** Stable id. */
  id: string;
  /** Certificate name. */
  title: string;
  /** Issuing body. */
  issuer: string;
  /** One or two sentences on what it means for clients. */
  text: string;
}

/** A slide of the home banner slider. */
export interface HeroSlide {
  /** Slide heading. */
  title: string;
  /** Supporting sentence. */
  text: string;
  /** Slide artwork. */
  image: Image;
}

/** A sample reader comment shown under every blog post. */
export interface PostComment {
  /** Stable id, also the anchor of the comment. */
  id: string;
  /** Commenter's name. */
  name: string;
  /** When it was posted, as display text. */
  date: string;
  /** The comment. */
  text: string;
}

/** The fixed extras every blog post page shows around its own text. */
export interface PostExtras {
  /** The pull quote shown after the body. */
  quote: { text: string; cite: string };
  /** Short biography for the author box. */
  authorBio: string;
  /** Two sample comments. */
  comments: readonly PostComment[];
  /** Popular tags in the blog sidebar; each links to the blog. */
  tags: readonly string[];
}

/** The fixed overview and write-up every project page shows (the spec fixes them for all projects). */
export interface ProjectFacts {
  /** Completion date, as display text. */
  date: string;
  /** Client name. */
  client: string;
  /** Site location. */
  location: string;
  /** The descriptive text under the overview. */
  body: readonly Block[];
}

/** Services, portfolio projects and what the company shows about its work. */

import type { Block, IconName, Image } from './media';
import type { Faq } from './page';

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
  /** Questions about this service; the detail page falls back to the shared ones. */
  faqs?: readonly Faq[];
}

/**
 * A project category's key in the office's list (/admin/taxonomy); the spec's marketing,
 * corporate and business are the seeded defaults.
 */
export type ProjectCategory = string;

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
  /** The client's name. */
  client: string;
  /** Completion date, `YYYY-MM-DD`. */
  completed: string;
  /** Completion date as shown, e.g. "14 March 2024". */
  completedText: string;
  /** Town and state. */
  location: string;
  /** More photos of the work, in the order the page shows them (may be empty). */
  gallery: readonly Image[];
  /** The write-up on the project page. */
  body: readonly Block[];
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

/** One step of the working process. */
export interface ProcessStep {
  /** Display number, e.g. "01". */
  number: string;
  /** Step name. */
  title: string;
  /** What happens in this step. */
  description: string;
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

/** A partner company and its logo. */
export interface Partner {
  /** Company name. */
  name: string;
  /** Monochrome logo that reads on light and dark backgrounds. */
  logo: Image;
}

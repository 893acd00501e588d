/** Blog posts and what surrounds them. */
import type { Block, Image } from './media';

/** A blog post. */
export interface Post {
  /** URL slug, also the id. */
  slug: string;
  /** Display number, e.g. "01". */
  number: string;
  /** Day of the month shown on cards, from `published`. */
  day: number;
  /** The month's name shown after the day, from `published`. */
  month: string;
  /** Publication date, `YYYY-MM-DD`; its day is `day`. */
  published: string;
  /** Approved comments, counted (the seed's samples where no database counts them). */
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
  /** The pull quote shown after the body, if the post has one. */
  quote?: { text: string; cite: string };
  /** The id of the person who wrote it (/admin/people), as text; none: the default author. */
  author?: string;
  /** The keys of its tags in the office's list; none: the default related tags. */
  tags: readonly string[];
}

/** A reader comment shown under a blog post. */
export interface PostComment {
  /** Stable id, also the anchor of the comment. */
  id: string;
  /** Commenter's name. */
  name: string;
  /** When it was posted, as display text. */
  date: string;
  /** The comment. */
  text: string;
  /** The office's reply, signed with the name of the person who wrote it. */
  reply?: { text: string; by: string };
}

/** What every blog post page and the blog sidebar share. */
export interface PostExtras {
  /** Short biography for the author box. */
  authorBio: string;
  /** Popular tags in the blog sidebar; each links to the blog. */
  tags: readonly string[];
}

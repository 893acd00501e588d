/** The tables of migration 027-reviews (docs/decisions/061-reviews-asked-for.md). */
import type { Generated } from 'kysely';
import type { Columns } from '../db/columns.ts';

/** The review request of one finished lead: at most one per lead, ever. */
export interface ReviewRequestTable {
  /** The lead (submissions.id). */
  submission_id: number;
  /** The day the job was finished (YYYY-MM-DD, the company's days). */
  finished_on: string;
  /** The random token of the mailed links (/review/<token>): no personal data in the URL. */
  token: string;
  created_at: string;
  /** When the request mail was queued, and the one reminder. */
  sent_at: string | null;
  reminded_at: string | null;
  /** When the customer followed the review link, or asked for no more of these mails. */
  followed_at: string | null;
  unsubscribed_at: string | null;
}

export const reviewRequestsColumns = {
  submission_id: 'not null',
  finished_on: 'not null',
  token: 'not null',
  created_at: 'not null',
  sent_at: 'null',
  reminded_at: 'null',
  followed_at: 'null',
  unsubscribed_at: 'null',
} as const satisfies Columns<ReviewRequestTable>;

/**
 * Where a review comes from. `own`: collected by the company itself (the only ones the
 * AggregateRating counts); the others are pasted from elsewhere.
 */
export const REVIEW_SOURCES = ['own', 'google', 'facebook', 'houzz', 'yelp', 'other'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** A review the office pasted or imported; shown on the site once approved. */
export interface ReviewTable {
  id: Generated<number>;
  body: string;
  /** The reviewer's name as they gave it. */
  author: string;
  source: ReviewSource;
  /** The day of the review (YYYY-MM-DD). */
  reviewed_on: string;
  /** 1 to 5. */
  rating: number;
  approved_at: string | null;
  created_at: string;
}

export const reviewsColumns = {
  id: 'not null',
  body: 'not null',
  author: 'not null',
  source: 'not null',
  reviewed_on: 'not null',
  rating: 'not null',
  approved_at: 'null',
  created_at: 'not null',
} as const satisfies Columns<ReviewTable>;

export interface ReviewTables {
  review_requests: ReviewRequestTable;
  reviews: ReviewTable;
}

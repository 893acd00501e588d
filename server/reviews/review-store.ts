/**
 * The reviews the office pastes (text, name, source, day, rating 1 to 5) and approves. Approved
 * ones follow the spec's testimonials on /testimonial; only approved reviews the company
 * collected itself (source `own`) make the AggregateRating.
 */
import type { Kysely } from 'kysely';
import { isDate } from '../../common/calendar-date.ts';
import { isRefusal, refusal } from '../../common/refusal.ts';
import type { Database } from '../db/schema.ts';
import { REVIEW_SOURCES, type ReviewSource } from './tables.ts';

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_NAME_MAX = 100;

/** A review as the admin and the site see it. */
export interface Review {
  id: number;
  text: string;
  author: string;
  source: ReviewSource;
  reviewedOn: string;
  rating: number;
  approved: boolean;
  createdAt: string;
}

export interface TypedReview {
  text: string;
  author: string;
  source: string;
  reviewedOn: string;
  rating: string;
}

/** Checks a review as typed; a bad field is a 422 refusal naming it. */
export function checkReview(typed: TypedReview) {
  const text = typed.text.trim();
  const author = typed.author.trim();
  if (!text) throw refusal(422, 'Paste the review’s text.', 'text');
  if (text.length > REVIEW_TEXT_MAX) {
    throw refusal(422, `A review holds at most ${REVIEW_TEXT_MAX} characters.`, 'text');
  }
  if (!author) throw refusal(422, 'Give the reviewer’s name as they signed it.', 'author');
  if (author.length > REVIEW_NAME_MAX) {
    throw refusal(422, `A name holds at most ${REVIEW_NAME_MAX} characters.`, 'author');
  }
  const source = REVIEW_SOURCES.find((known) => known === typed.source);
  if (!source) throw refusal(422, 'Choose where the review comes from.', 'source');
  const reviewedOn = typed.reviewedOn.trim();
  if (!isDate(reviewedOn)) {
    throw refusal(422, 'The review’s day must be a day such as 2026-05-01.', 'reviewedOn');
  }
  const rating = Number(typed.rating);
  if (!/^[1-5]$/.test(typed.rating.trim())) {
    throw refusal(422, 'The rating is a whole number of stars from 1 to 5.', 'rating');
  }
  return { body: text, author, source, reviewed_on: reviewedOn, rating };
}

const reviewOf = (row: {
  id: number;
  body: string;
  author: string;
  source: ReviewSource;
  reviewed_on: string;
  rating: number;
  approved_at: string | null;
  created_at: string;
}): Review => ({
  id: row.id,
  text: row.body,
  author: row.author,
  source: row.source,
  reviewedOn: row.reviewed_on,
  rating: Number(row.rating),
  approved: row.approved_at !== null,
  createdAt: row.created_at,
});

/** Every review, newest day first (the admin's list). */
export async function listReviews(db: Kysely<Database>, limit = 500): Promise<Review[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .orderBy('reviewed_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(reviewOf);
}

/** Approved reviews in the order they were approved (they follow the spec's testimonials). */
export async function approvedReviews(db: Kysely<Database>, limit = 100): Promise<Review[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('approved_at', 'is not', null)
    .orderBy('approved_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(reviewOf);
}

/**
 * The real average and count of approved reviews the company collected itself; undefined when
 * there are none (then no AggregateRating at all).
 */
export async function ownRating(db: Kysely<Database>) {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('sum')])
    .where('approved_at', 'is not', null)
    .where('source', '=', 'own')
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  if (count === 0) return undefined;
  const average = Math.round((Number(row?.sum) / count) * 10) / 10;
  return { average, count };
}

/** Rows one import takes at most. */
export const IMPORT_MAX_ROWS = 200;

/**
 * Rows pasted from a spreadsheet, one review a line, columns separated by tabs: day, stars,
 * source (a source's key or name: "google", "Google", "own"), name, text. Empty lines are
 * skipped. Every row is checked before any is stored; a bad one is a 422 naming its row.
 */
export function parseReviewRows(text: string): ReturnType<typeof checkReview>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) throw refusal(422, 'Paste at least one row.', 'rows');
  if (lines.length > IMPORT_MAX_ROWS) {
    throw refusal(422, `One import takes at most ${IMPORT_MAX_ROWS} rows.`, 'rows');
  }
  return lines.map((line, index) => {
    const [reviewedOn = '', rating = '', source = '', author = '', ...rest] = line.split('\t');
    try {
      return checkReview({
        reviewedOn,
        rating,
        source: source
          .trim()
          .toLowerCase()
          .replace(/^our own.*$/, 'own'),
        author,
        text: rest.join(' '),
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const message = error.message;
      throw refusal(422, `Row ${index + 1}: ${message}`, 'rows');
    }
  });
}

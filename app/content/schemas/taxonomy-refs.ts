/**
 * Fields that name an entry of a list the office edits in /admin (docs/decisions/055): a post's
 * author (a person's id), its tags and a project's category (a term's key). The schema checks
 * their shape; whether the person or term exists is checked where the lists are, on the server
 * (server/taxonomy/ref-checks.ts), and the editor offers only what the lists hold.
 */
import * as v from 'valibot';

/** A list term's key, as the office's lists make it from a label ("kitchen-extension"). */
export const TERM_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const termKey = (what: string) =>
  v.pipe(v.string(what), v.regex(TERM_KEY, what), v.maxLength(60, what));

/** The person who wrote the post: their id in /admin/people, as text. */
export const authorRef = v.optional(
  v.pipe(v.string('one of your people'), v.regex(/^[1-9]\d{0,9}$/, 'one of your people')),
);

/** The post's tags, chosen from the office's list. */
export const tagRefs = v.optional(
  v.pipe(v.array(termKey('a tag from your list'), 'tags from your list'), v.maxLength(20)),
  [],
);

/** The project's category, one of the office's list (the spec's marketing, corporate, business first). */
export const categoryRef = termKey('one of your project categories');

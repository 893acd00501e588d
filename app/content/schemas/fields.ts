/**
 * The field types content schemas are made of (Valibot). Each carries the message a person
 * reads when the value is wrong, so the build, the store and the editor's forms say the same.
 */
import * as v from 'valibot';

/** Text that must not be empty after trimming; `what` is how the field is described. */
export const text = (what: string) =>
  v.pipe(v.string(`${what} as text`), v.trim(), v.nonEmpty(`${what}`));

/** A calendar date. YAML 1.1 reads an unquoted 2026-03-24 as a Date; quoted, it is a string. */
export const isoDate = v.pipe(
  v.union([v.date(), v.string()], 'a date as YYYY-MM-DD'),
  v.transform((value) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim(),
  ),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'a real calendar date'),
);

/** A picture: the file (beside the Markdown file, or a stored media name) and its alt text. */
export const image = v.strictObject(
  {
    src: text('a file name beside the Markdown file, e.g. photo.jpg'),
    alt: v.string('alt text (empty only for a purely decorative image)'),
  },
  'an image: { src, alt }',
);

/** The display order of an item among its collection. */
export const order = v.pipe(
  v.number('a whole number that sets the display order'),
  v.integer('a whole number that sets the display order'),
);

/** A list of at least one line of text. */
export const list = (what: string) =>
  v.pipe(v.array(text(what), `a list of ${what}`), v.minLength(1));

/** A question and its answer. */
export const faq = v.strictObject({ question: text('the question'), answer: text('the answer') });

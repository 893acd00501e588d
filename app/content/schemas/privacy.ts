/**
 * The privacy notice (content/settings/privacy.yml) the office edits and publishes at
 * /privacy: what is collected, why, for how long, the visitor's rights and whom to ask, each a
 * few paragraphs of plain text (a blank line starts a new paragraph). Seeded as a draft: the
 * footer's Privacy policy link points to it only once it is published.
 */
import * as v from 'valibot';
import { isoDate, text } from './fields.ts';

const section = (what: string) =>
  v.strictObject({
    heading: text(`the heading of ${what}`),
    text: v.pipe(
      text(`${what}, in a few paragraphs`),
      v.maxLength(5000, 'at most 5,000 characters'),
    ),
  });

export const privacySchema = v.strictObject({
  title: text('the notice’s title, e.g. Privacy notice'),
  /** The date this version took effect. */
  updated: isoDate,
  lead: text('a sentence or two on who you are and what this notice covers'),
  collected: section('what is collected'),
  purposes: section('why it is collected'),
  retention: section('how long it is kept'),
  rights: section('the visitor’s rights'),
  contact: section('whom to ask'),
});

/** The privacy notice as the page shows it. */
export type PrivacyNotice = v.InferOutput<typeof privacySchema>;

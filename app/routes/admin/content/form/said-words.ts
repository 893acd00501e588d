/**
 * What a schema said, in the office's words: the schemas' own phrases for what they expect, and
 * the placeholder problems of a page's introduction (office-words.ts runs messages through these).
 */

/** A schema's own words (what it expects) → what the office is asked to do. */
export const SAID: Record<string, string> = {
  'a file name beside the Markdown file, e.g. photo.jpg': 'Choose a picture or upload one.',
  'an image: { src, alt }': 'Choose a picture or upload one.',
  'alt text (empty only for a purely decorative image)':
    'Say what the picture shows (leave it empty only for a picture that is pure decoration).',
  'a whole number that sets the display order':
    'Move it to its place with the handle or the move buttons in the list.',
  'an id of lower-case words joined by hyphens':
    'Use lower-case letters, digits and hyphens only, e.g. first-visit.',
  'a date as YYYY-MM-DD': 'Choose a date.',
  'a real calendar date': 'Choose a date that exists.',
  'true or false': 'Tick the box or leave it empty.',
  'the opening time as HH:MM on the 24-hour clock, e.g. 08:00':
    'Give the opening time on the 24-hour clock, e.g. 08:00.',
  'the closing time as HH:MM on the 24-hour clock, e.g. 17:30':
    'Give the closing time on the 24-hour clock, e.g. 17:30.',
  'the company’s profiles, in the order shown: { label, href, icon }':
    'The company’s profiles, in the order shown.',
  'the text after the number, e.g. "+" or "k"': 'The text after the number, e.g. + or k.',
};

/** A placeholder problem of a page's introduction (app/lib/intro-placeholders.ts), said plainly. */
export function placeholderWords(what: string): string | undefined {
  const only = /^only the placeholders this page fills \((.+)\); (.+) would show as written$/.exec(
    what,
  );
  if (only) {
    return `This page fills in only ${only[1]}: ${only[2]} would show as written. Remove it or check its spelling.`;
  }
  const none = /^no placeholder: this page fills none, and (.+) would show as written$/.exec(what);
  if (none) return `This page fills in no placeholders: ${none[1]} would show as written.`;
  if (/^placeholders written as \{name\} with both braces/.test(what)) {
    return 'Write each placeholder with both of its braces, e.g. {count}.';
  }
  return undefined;
}

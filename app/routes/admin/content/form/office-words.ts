/**
 * The editor speaks the office's language (issue 32): the schemas' messages are written for the
 * content files ("expected a file name beside the Markdown file, e.g. photo.jpg"), and this is
 * the one place that turns them into what to do ("Choose a picture or upload one"). The server
 * runs every problem and hint through it before the form gets them; office-words.test.ts checks
 * that no file, Markdown or developer word survives.
 */
import type { FieldProblem } from '../../../../content/schemas';
import { sentence } from './field-labels';
import { descriptorAt } from './field-paths';
import { nounOf, optionalGroupOf } from './group-words';
import { placeholderWords, SAID } from './said-words';
import type { FieldDescriptor } from './schema-fields';

export { addedThing, optionalGroupOf } from './group-words';

/**
 * Words a person in the office should never meet in the editor. Placeholders the office writes
 * itself ({count}, {team|teams}, {{name}}) may be named; schema notation ({ label, href }) not.
 */
export const DEVELOPER_WORDS =
  /\b(files?|markdown|front matter|yaml|expected|got|src|id|undefined|null|string|array|object|YYYY|HH:MM)\b|\balt\b(?! text)|[{}|]/i;

/** A placeholder as the office writes it: {count}, {team|teams}, {{name}}. */
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}|\{[^{}\s,]+\}/g;

/** Whether a sentence holds a developer's word or notation (placeholders aside). */
export const hasDeveloperWords = (text: string) =>
  DEVELOPER_WORDS.test(text.replace(PLACEHOLDER, 'placeholder'));

/** Notation such as `{ id, question, answer }` and what leads into it, taken out of a sentence. */
const withoutNotation = (text: string) =>
  text
    .replace(/(?:,?\s*(?:in the order shown)?:)?\s*\{[^{}]*\}/g, '')
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** A sentence: a capital first and a full stop last. */
const asSentence = (text: string) => sentence(/[.!?)]$/.test(text) ? text : `${text}.`);

/**
 * A field's hint in the office's words: placeholder notes ("write {count} where…") leave it,
 * because the editor shows placeholders as chips with their own sentences (placeholder-chips).
 */
export function officeHint(hint: string | undefined): string | undefined {
  if (!hint) return undefined;
  const said = SAID[hint];
  if (said) return said;
  if (/^(?:a list of|at least one of) \{/.test(hint)) {
    // "a list of { title, location, year, image }, most recent first" → "Most recent first."
    const rest = withoutNotation(hint.replace(/^(?:a list of|at least one of)\s*/, ''))
      .replace(/^,\s*/, '')
      .trim();
    return rest ? asSentence(rest) : undefined;
  }
  const parts = hint.split('; ').filter((part) => !/[{}]/.test(part));
  const text = withoutNotation(parts.join('; '));
  return text ? asSentence(text) : undefined;
}

/** What the schema wanted (its message), as something to do, given what was there. */
function wanted(what: string, got: string, field: FieldDescriptor | undefined): string {
  const said = SAID[what];
  if (said) return said;
  const placeholders = placeholderWords(what);
  if (placeholders) return placeholders;
  const plain = withoutNotation(what.replace(/ as text$/, ''));
  if (/^one of /.test(plain)) return 'Choose one from the list.';
  if (/^(?:a list of|at least one)/.test(plain)) return 'Add at least one.';
  const most = /^at most (.+)$/.exec(plain);
  if (most)
    return /characters$/.test(plain)
      ? `Keep it to ${most[1]} or fewer.`
      : `Use ${most[1]} or less.`;
  if (/^exactly /.test(plain)) return asSentence(`Give ${plain}`);
  const isEmpty = got === 'nothing' || got === '""';
  // A number field given words: say it wants digits; a number out of range reads as the limit.
  if (field?.kind === 'number' && !isEmpty && got.startsWith('"')) {
    return asSentence(`Give ${plain}, in digits`);
  }
  return asSentence(`${isEmpty ? 'Fill in' : 'Give'} ${plain}`);
}

/** The body's problems (common/markdown.ts, common/links.ts, the stored pictures), plainly. */
const BODY: [RegExp, (...parts: string[]) => string][] = [
  [
    /^link "(.+)": there is no such content file$/,
    (href) => `the link “${href}” leads to a page the site does not have: link to one it has`,
  ],
  [
    /^link "(.+)": write a site address starting with \/ or a content file name/,
    (href) =>
      `the link “${href}” is no address: write one starting with / (e.g. /services) or https://`,
  ],
  [
    /^link "(.+)": only https:\/\/, http:\/\/, mailto: and tel: links are allowed$/,
    (href) =>
      `the link “${href}” cannot be used: only https://, http://, mailto: and tel: links can be`,
  ],
  [
    /^link "(.+)": there is no (post|service|project) "(.+)"$/,
    (href, kind, slug) =>
      `the link “${href}” leads to no ${kind} “${slug}”: link to one the site has`,
  ],
  [/^no stored picture "(.+)"$/, () => 'that picture is no longer stored: insert another'],
  [/^an image must stand on a line of its own/, () => 'put the picture on a line of its own'],
  [
    /^"(.+)" is not supported here/,
    (kind) =>
      `this kind of formatting (${kind}) cannot be shown: use paragraphs, headings, lists, quotes and pictures`,
  ],
];

/** A problem of the body's text ("line 3: …"), in the office's words; others as they are. */
export function officeBodyProblem(message: string): string {
  const lined = /^line ([\d, ]+): (.+)$/s.exec(message);
  const [line, rest] = lined ? [lined[1], lined[2] ?? ''] : [undefined, message];
  for (const [pattern, say] of BODY) {
    const found = pattern.exec(rest);
    if (found) {
      const said = say(...found.slice(1).map(String));
      return asSentence(line ? `Line ${line}: ${said}` : said);
    }
  }
  return asSentence(message);
}

/** One problem the store or the action found, in the office's words, at the same field. */
export function officeProblem(
  fields: readonly FieldDescriptor[],
  problem: FieldProblem,
): FieldProblem {
  const { field } = problem;
  const prefix = `${field}: `;
  const rest =
    field && problem.message.startsWith(prefix)
      ? problem.message.slice(prefix.length)
      : problem.message;
  const descriptor = field ? descriptorAt(fields, field) : undefined;
  let message: string;
  const missing = /^missing(?:, expected (.+))?$/.exec(rest);
  const expected = /^expected (.+), got (.+)$/s.exec(rest);
  if (/^unknown field/.test(rest)) {
    message = 'This form holds a field the site no longer uses: reload the page and try again.';
  } else if (/^no stored picture/.test(rest)) {
    message = 'That picture is no longer stored: choose another or upload it again.';
  } else if (field === 'body') {
    message = officeBodyProblem(
      rest.replace(/\s*\(!\[what it shows\]\(picture\)\)/g, '').replace(/\bMarkdown\b/gi, 'text'),
    );
  } else if (missing) {
    message = wanted(missing[1] ?? 'this', 'nothing', descriptor);
  } else if (expected) {
    message = wanted(expected[1] ?? 'this', expected[2] ?? '', descriptor);
  } else {
    message = asSentence(
      withoutNotation(rest.replace(/, got .*$/s, ''))
        .replace(/\(!\[what it shows\]\(picture\)\)\s*/g, '')
        .replace(/\bMarkdown\b/gi, 'text'),
    );
  }
  const group = optionalGroupOf(fields, field);
  if (group) {
    message = `${message.replace(/\.$/, '')}, or empty the ${nounOf(group.label)} to leave it out.`;
  }
  // A sentence this module has no words for (a type name, notation) is never shown as it is.
  if (hasDeveloperWords(message) || /^(Fill in|Give) [A-Z]/.test(message)) {
    message = group
      ? `Fill this in as its hint says, or empty the ${nounOf(group.label)} to leave it out.`
      : 'Fill this in as its hint says.';
  }
  return { field, message };
}

/** Every problem in the office's words. */
export const officeProblems = (
  fields: readonly FieldDescriptor[],
  problems: readonly FieldProblem[],
): FieldProblem[] => problems.map((problem) => officeProblem(fields, problem));

/** A descriptor with its hint and messages in the office's words (what the loader sends). */
function officeField(field: FieldDescriptor): FieldDescriptor {
  const { hint: _hint, ...rest } = field;
  const hint = officeHint(field.hint);
  const messages = field.messages
    .map((message) => officeHint(message))
    .filter((message): message is string => message !== undefined);
  const out = { ...rest, messages, ...(hint ? { hint } : {}) } as FieldDescriptor;
  if (out.kind === 'group') return { ...out, fields: officeFields(out.fields) };
  if (out.kind === 'list') return { ...out, item: officeField(out.item) };
  return out;
}

/** The form's descriptors as the browser gets them: no schema notation in any hint. */
export const officeFields = (fields: readonly FieldDescriptor[]): FieldDescriptor[] =>
  fields.map(officeField);

// @ts-check
// app/brand.ts, checked before anything is built (the content step runs this first, and the
// palette plugin again in dev): a missing, misspelt or wrong field is one sentence naming the
// file, the field and what was expected, as the content files' checks do; details follow.
import { stripVTControlCharacters } from 'node:util';
import * as v from 'valibot';
import { describeIssues } from '../../app/content/schemas/index.ts';

export const BRAND_FILE = 'app/brand.ts';

/** @param {string} what */
const text = (what) => v.pipe(v.string(`${what} as text`), v.trim(), v.nonEmpty(what));
/** @param {string} what */
const year = (what) =>
  v.pipe(v.number(`${what} as a number`), v.integer(what), v.minValue(1800, what));
const HOMES = ['home-one', 'home-two', 'home-three', 'home-four'];
const COLOUR = 'a colour as "#rrggbb" with its #, such as "#e0892b"';

/** What app/brand.ts must hold (its `Brand` interface, with what each field's text means). */
export const brandSchema = v.strictObject({
  name: text('the trading name'),
  shortName: text('a short name'),
  legalName: text('the registered name'),
  logo: v.strictObject(
    { word: text('the logo’s bold word'), sub: text('the logo’s sub-line') },
    'the logo’s words: { word, sub }',
  ),
  foundedYear: year('the year the company was founded'),
  hometown: text('the town the company comes from'),
  region: text('the region it works in, as a phrase'),
  origin: v.pipe(
    v.string('the site’s address as text'),
    v.regex(
      /^https?:\/\/[a-z0-9.-]+(?::\d+)?$/i,
      'the site’s address such as "https://www.example.com", with no path or trailing slash',
    ),
  ),
  email: v.pipe(v.string('an email address as text'), v.email('an email address')),
  color: v.pipe(v.string(COLOUR), v.regex(/^#[0-9a-f]{6}$/i, COLOUR)),
  areaServed: v.pipe(
    v.array(text('a state or region'), 'a list of states or regions'),
    v.minLength(1, 'at least one state or region'),
  ),
  videoId: v.pipe(
    v.string('a YouTube video id'),
    v.regex(/^[\w-]{11}$/, 'a YouTube video id (11 letters, digits, - or _)'),
  ),
  options: v.strictObject({
    home: v.picklist(HOMES, `one of ${HOMES.join(', ')}`),
    showOtherHomeLayouts: v.boolean('true or false'),
    showDemoPages: v.boolean('true or false'),
  }),
});

/** Fields an older brand file has that are content now (content/settings/contact.yml). */
const MOVED = /^unknown field "(offices|hours|socials)"/;
const MOVED_NOTE =
  'the contact details are content now: the office edits them in the browser (Content → Site-wide copy → Contact details), their seed is content/settings/contact.yml; remove them here';

/**
 * Each problem of a brand value as "field: expected …, got …" ([] when it is right).
 * @param {unknown} brand
 * @returns {string[]}
 */
export function brandProblems(brand) {
  const result = v.safeParse(brandSchema, brand);
  if (result.success) return [];
  return describeIssues(result.issues, brandSchema).map((problem) => {
    const moved = MOVED.exec(problem);
    return moved ? `${moved[1]}: ${MOVED_NOTE}` : problem;
  });
}

/** @typedef {Error & { readable: true }} ReadableError An error the scripts print without a stack. */

/**
 * @param {string} message
 * @param {unknown} [cause]
 * @returns {ReadableError}
 */
const readableError = (message, cause) =>
  Object.assign(new Error(message, cause === undefined ? undefined : { cause }), {
    readable: /** @type {const} */ (true),
  });

/**
 * An error whose first line is one sentence (the file, the first problem, how many more) and
 * whose next lines list every problem. `readable` tells the scripts to print it without a stack.
 * @param {readonly string[]} problems
 * @param {string} [intro]
 * @returns {ReadableError}
 */
export function brandError(problems, intro = '') {
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more below)` : '';
  return readableError(
    [
      `${BRAND_FILE}: ${intro}${problems[0]}${more}`,
      ...(problems.length > 1 ? problems.map((problem) => `  ${problem}`) : []),
    ].join('\n'),
  );
}

/**
 * Throws a {@link brandError} when the brand value is wrong.
 * @param {unknown} brand
 * @returns {void}
 */
export function assertBrand(brand) {
  const problems = brandProblems(brand);
  if (problems.length > 0) throw brandError(problems);
}

/**
 * The palette's failing pairs (app/brand-kit/brand-palette.ts) as a brand error.
 * @param {readonly string[]} failures
 * @returns {ReadableError}
 */
export function paletteError(failures) {
  const colour = /^brand colour (#\w+)/.exec(failures[0] ?? '')?.[1] ?? 'the brand colour';
  return brandError(
    failures.map((failure) => failure.replace(/^brand colour #\w+: /, '')),
    `color ${colour} cannot give accessible accents (docs/decisions/018): `,
  );
}

/**
 * Why a module did not load: the parser's first message and line, or the error's message.
 * @param {unknown} error
 * @returns {{ line: number | undefined, reason: string }}
 */
function loadFailure(error) {
  /** @type {{ message?: unknown, errors?: { message?: unknown, loc?: { line?: number } }[] } | undefined} */
  const fields = error && typeof error === 'object' ? error : undefined;
  const parse = fields?.errors?.[0];
  const text = (
    stripVTControlCharacters(String(parse?.message ?? fields?.message ?? error)).split('\n')[0] ??
    ''
  ).replace(/^\[[A-Z_]+\]\s*/, '');
  return { line: parse?.loc?.line, reason: text };
}

/**
 * Loads app/brand.ts afresh (`file` is its absolute path), through Vite's module runner as the
 * build reads it. A file that does not parse or run becomes one sentence naming it and the line.
 * @param {string} file
 * @returns {Promise<unknown>}
 */
export async function loadBrand(file) {
  const { runnerImport } = await import('vite');
  let module;
  try {
    ({ module } = await runnerImport(file, { configFile: false, logLevel: 'silent' }));
  } catch (error) {
    const { line, reason } = loadFailure(error);
    const where = line ? `line ${line} ` : 'the file ';
    throw readableError(`${BRAND_FILE}: ${where}is not valid TypeScript: ${reason}`, error);
  }
  if (!module.brand) {
    throw readableError(
      `${BRAND_FILE}: the file must export \`brand\` (export const brand = { … })`,
    );
  }
  return module.brand;
}

/**
 * Every figure on the public pages is the office's (issue 32, "Figures and claims"): a number
 * written into a public section or route's JSX text or string props would be a claim nobody in
 * the office can change or hide. This scans the source for digits in JSX text and in quoted
 * props' text; the allowlist names the few that are not claims (page names, the 404 crumb).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const PUBLIC_DIRS = ['app/sections', 'app/routes'];
/** Page copy kept beside the brand file. */
const PUBLIC_FILES = ['app/content/site.ts'];
/** Admin screens are the office's own tools, not public claims. */
const SKIP = /(^|\/)admin\/|\.test\.tsx?$|\.server\.ts$|\+types/;

/** Texts with digits that are names or addresses, not figures the company gives. */
const ALLOWED = new Set([
  '0', // the leading zero of a numbered list (01., 02.)
  '404', // the Not Found page's crumb
  'Team 02',
  'Team 03',
  'Home One',
]);

/** Words with a digit that are names of things, not figures. */
const ALLOWED_WORDS = new Set(['3D']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

/** JSX text between tags, and prose in quoted strings (props, object values, list items). */
function figuresIn(source: string): string[] {
  const found: string[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
  // Text between a tag's end and the next tag or expression: `>… 25K+ …<`.
  for (const match of code.matchAll(/>([^<>{}=;()]*)[<{]/g)) {
    const text = (match[1] ?? '').trim();
    if (/\d/.test(text)) found.push(text);
  }
  // Prose in quotes: words with a digit among them ("10-year warranty", "25K+").
  for (const match of code.matchAll(/(['"`])((?:(?!\1)[^\n\\])*)\1/g)) {
    const text = (match[2] ?? '').replace(/\$\{[^}]*\}/g, ' ').trim();
    if (!/\d/.test(text) || looksLikeClasses(text) || /^[./@]/.test(text)) continue;
    if (/[a-z]{2,}\s|\s[a-z]{2,}/i.test(text) || /^\d+(?:[kKmM]\+?|[%+])$/.test(text))
      found.push(text);
  }
  return found.filter(
    (text) =>
      !ALLOWED.has(text) &&
      text.split(/[\s,.;:!?()]+/).some((word) => /\d/.test(word) && !ALLOWED_WORDS.has(word)),
  );
}

/** Tailwind classes and other machine text: most words hold a dash or a colon. */
function looksLikeClasses(text: string) {
  const words = text.split(/\s+/);
  return words.filter((word) => /[-:]/.test(word)).length * 2 >= words.length;
}

describe('public sections and routes', () => {
  it('finds a figure in JSX text and in a prop, and lets class names pass', () => {
    expect(figuresIn('<p>Over 25K+ reviews</p>')).toEqual(['Over 25K+ reviews']);
    expect(figuresIn(`<X points={['10-year workmanship warranty']} />`)).toEqual([
      '10-year workmanship warranty',
    ]);
    expect(figuresIn('<div className="grid gap-4 lg:grid-cols-3" />')).toEqual([]);
  });

  it('hold no number the office cannot change or hide', () => {
    const files = [
      ...PUBLIC_DIRS.flatMap((dir) => filesUnder(join(ROOT, dir))),
      ...PUBLIC_FILES.map((file) => join(ROOT, file)),
    ];
    const offenders = files
      .filter((file) => !SKIP.test(relative(ROOT, file)))
      .flatMap((file) =>
        figuresIn(readFileSync(file, 'utf8')).map((text) => `${relative(ROOT, file)}: ${text}`),
      );
    expect(offenders).toEqual([]);
  });
});

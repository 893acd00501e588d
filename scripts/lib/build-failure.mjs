// What a failed build's output says went wrong, in one sentence, and the line `npm start` prints
// about it. The brand and content checks print their sentence first (file, field, what was
// expected); for anything else the sentence is Vite's or Node's error message, without its stack.
import { stripVTControlCharacters } from 'node:util';

/** A line that names a project file first, as the brand and content checks and Vite write. */
const NAMES_A_FILE = /^(?:app|content|plugins|public|scripts|server)\/[^\s:]+(?::\d+)?:? .+/;
const STACK = /^\s+at |^\s*node:internal|^npm (?:error|ERR!)/;
const ERROR = /^(?:[A-Z]\w*)?Error(?: \[[\w_]+\])?: (.+)/;

/** Removes a plugin's `[name] ` prefix and the project's absolute path from a message. */
function tidy(line, root) {
  let text = line.replace(/^\[[\w:@/-]+\]\s*/, '').trim();
  if (root) text = text.split(`${root}/`).join('');
  return text.length > 400 ? `${text.slice(0, 397)}…` : text;
}

/**
 * The index of the line that says why the build failed (-1 when there is none): the first line
 * when it names a project file (the brand and content checks stop the build before it starts),
 * else the line after Vite's "error during build:", else the first `Error: …`, else the first
 * line naming a file, else the last line that is not part of a stack.
 */
function causeIndex(lines) {
  const first = lines.findIndex((line) => line.trim());
  if (first >= 0 && NAMES_A_FILE.test(lines[first] ?? '')) return first;
  const during = lines.findIndex((line) => /^error during build:?$/i.test(line.trim()));
  if (during >= 0) {
    const next = lines.findIndex((line, i) => i > during && line.trim() && !STACK.test(line));
    if (next >= 0) return next;
  }
  const error = lines.findIndex((line) => ERROR.test(line.trim()));
  if (error >= 0) return error;
  const named = lines.findIndex((line) => NAMES_A_FILE.test(line));
  if (named >= 0) return named;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]?.trim() && !STACK.test(lines[i] ?? '')) return i;
  }
  return -1;
}

/** Rolldown's report: "Build failed with N error(s):", the message, a frame naming file:line:col. */
function rolldownFailure(lines, root) {
  const start = lines.findIndex((line) => /^Build failed with \d+ errors?:?$/.test(line.trim()));
  if (start < 0) return undefined;
  const at = lines.findIndex((line, i) => i > start && line.trim());
  if (at < 0) return undefined;
  const message = tidy(lines[at] ?? '', root);
  const place = lines
    .slice(at + 1, at + 4)
    .map((line) => /\[\s*([^\s\]]+:\d+:\d+)\s*\]/.exec(line)?.[1])
    .find(Boolean);
  return { cause: place ? `${tidy(place, root)}: ${message}` : message, details: [] };
}

/**
 * The one-sentence cause of a failed build and the few lines that explain it.
 * @param {string} output everything the build printed
 * @param {string} [root] the project folder, removed from paths
 * @returns {{ cause: string, details: string[] }}
 */
export function buildFailure(output, root) {
  const lines = stripVTControlCharacters(output)
    .split(/\r?\n/)
    // scripts/build.mjs's own closing line says that it failed, not why.
    .filter((line) => !line.startsWith('The build failed'));
  const first = lines.find((line) => line.trim()) ?? '';
  if (!NAMES_A_FILE.test(first)) {
    const rolldown = rolldownFailure(lines, root);
    if (rolldown) return rolldown;
  }
  const at = causeIndex(lines);
  if (at < 0) return { cause: 'the build printed no error (see the full output)', details: [] };
  const line = lines[at] ?? '';
  const cause = tidy(line.trim().replace(ERROR, '$1'), root);
  const details = [];
  for (const next of lines.slice(at + 1)) {
    if (STACK.test(next) || details.length >= 12) break;
    details.push(tidy(next.trimEnd(), root));
  }
  while (details.length > 0 && !details.at(-1)?.trim()) details.pop();
  return { cause, details };
}

/** "40 seconds", "1 minute", "3 hours", "2 days". */
export function ageText(ms) {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const units = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [name, size] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count > 1 ? 's' : ''}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * The one line `npm start` prints when the build failed: that it failed, what it serves
 * instead (and how old that is) or that there is nothing to serve, and why.
 * @param {{ cause: string, builtAt?: number, now?: number }} facts builtAt: when the previous
 *   build was made (ms), absent when there is none
 */
export function failedBuildLine({ cause, builtAt, now = Date.now() }) {
  const why = cause.replace(/[.:]$/, '');
  if (builtAt === undefined) {
    return `The build failed and there is no previous build to serve: ${why}.`;
  }
  return `The build failed; serving the previous build (made ${ageText(now - builtAt)} ago). Why: ${why}.`;
}

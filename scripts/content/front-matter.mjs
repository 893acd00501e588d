// Splits a Markdown file into its YAML front matter and body.
import { parse } from 'yaml';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** `{ data, body, bodyLine }`; throws a readable message when the front matter is missing or bad. */
export function splitFrontMatter(source) {
  const match = FENCE.exec(source);
  if (!match) {
    throw new Error(
      'no front matter: the file must start with a line "---", the fields, then "---"',
    );
  }
  let data;
  try {
    data = parse(match[1] ?? '', { prettyErrors: true });
  } catch (error) {
    // The YAML parser counts from the line after the opening "---".
    const line = (error.linePos?.[0]?.line ?? 0) + 1;
    const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new Error(
      `line ${line}: the front matter is not valid YAML (${reason}). A value that contains ": " or starts with a quote or # needs quotes around it.`,
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('the front matter must be "field: value" lines');
  }
  const bodyLine = match[0].split('\n').length;
  return { data, body: source.slice(match[0].length), bodyLine };
}

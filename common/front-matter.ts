// Splits a Markdown file into its YAML front matter and body: the build's content step and the
// server's import of content/ read files the same way.
import { parse } from 'yaml';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** `{ data, body, bodyLine }`; throws a readable message when the front matter is missing or bad. */
export function splitFrontMatter(source: string): {
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
} {
  const match = FENCE.exec(source);
  if (!match) {
    throw new Error(
      'no front matter: the file must start with a line "---", the fields, then "---"',
    );
  }
  let data: unknown;
  try {
    data = parse(match[1] ?? '', { prettyErrors: true });
  } catch (error) {
    const { linePos, message } = error as { linePos?: { line: number }[]; message: string };
    // The YAML parser counts from the line after the opening "---".
    const line = (linePos?.[0]?.line ?? 0) + 1;
    const reason = (message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    throw new Error(
      `line ${line}: the front matter is not valid YAML (${reason}). A value that contains ": " or starts with a quote or # needs quotes around it.`,
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('the front matter must be "field: value" lines');
  }
  const bodyLine = match[0].split('\n').length;
  return { data: data as Record<string, unknown>, body: source.slice(match[0].length), bodyLine };
}

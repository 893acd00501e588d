/**
 * Valibot's issues as "field: expected …, got …" lines, for people rather than programs: the
 * build prints them under the file's name, the store returns them with the field's path.
 */
import type * as v from 'valibot';

/** The parts of a Valibot schema this module looks into (its own messages and entries). */
interface SchemaShape {
  message?: string;
  expects?: string;
  pipe?: readonly { message?: string }[];
  wrapped?: { message?: string };
  entries?: Record<string, SchemaShape>;
  item?: SchemaShape;
}

type Issue = v.BaseIssue<unknown>;

/** One problem: the field's dotted path ('' for the whole value) and the sentence about it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** What a schema expects, from the message it was given. */
const expectedOf = (schema: SchemaShape | undefined) =>
  schema?.message ?? schema?.pipe?.[0]?.message ?? schema?.wrapped?.message ?? schema?.expects;

/** The schema of the field at `path` (object keys only). */
function fieldSchema(schema: unknown, path: readonly unknown[]): SchemaShape | undefined {
  let current = schema as SchemaShape | undefined;
  for (const key of path) current = current?.entries?.[String(key)] ?? current?.item;
  return current;
}

/** Edit distance, to suggest the field a misspelt one was meant to be. */
function distance(a: string, b: string) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j] ?? 0;
      row[j] = Math.min(
        kept + 1,
        (row[j - 1] ?? 0) + 1,
        previous + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      previous = kept;
    }
  }
  return row[b.length] ?? 0;
}

const keyOf = (issue: Issue) => issue.path?.map((item) => String(item.key)).join('.') ?? '';

/** Each issue as the field it concerns and a sentence naming what was expected. */
export function fieldProblems(issues: readonly Issue[], schema: unknown): FieldProblem[] {
  const missing = issues
    .filter((issue) => issue.type.endsWith('object') && issue.received === 'undefined')
    .map(keyOf);
  return issues.map((issue) => {
    const field = keyOf(issue);
    const path = field || '(front matter)';
    if (issue.type.endsWith('object') && issue.expected === 'never') {
      const meant = missing.find((key) => distance(key, path) <= 2);
      const hint = meant ? ` (did you mean "${meant}"?)` : ' (check its spelling)';
      return { field, message: `unknown field "${path}"${hint}` };
    }
    if (issue.type.endsWith('object') && issue.received === 'undefined') {
      const keys = issue.path?.map((item) => item.key) ?? [];
      const wanted = expectedOf(fieldSchema(schema, keys));
      return { field, message: `${path}: missing${wanted ? `, expected ${wanted}` : ''}` };
    }
    // A check of several fields forwarded to one of them shows that field's value, not them all.
    const input = issue.type === 'partial_check' ? issue.path?.at(-1)?.value : issue.input;
    const got = input === undefined ? 'nothing' : JSON.stringify(input);
    const wanted = issue.message.startsWith('Invalid') ? issue.expected : issue.message;
    return { field, message: `${path}: expected ${wanted}, got ${got}` };
  });
}

/** The same as lines of text (the build's content errors). */
export function describeIssues(issues: readonly Issue[], schema: unknown): string[] {
  return fieldProblems(issues, schema).map((problem) => problem.message);
}

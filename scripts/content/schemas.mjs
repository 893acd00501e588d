// The front matter each collection's Markdown files must have (Valibot). A missing, misspelt
// or wrong field fails the build with the file, the field and what was expected.
import * as v from 'valibot';

const text = (what) => v.pipe(v.string(`${what} as text`), v.trim(), v.nonEmpty(`${what}`));
/** A calendar date. YAML reads an unquoted 2026-03-24 as a Date; quoted, it is a string. */
const isoDate = v.pipe(
  v.union([v.date(), v.string()], 'a date as YYYY-MM-DD'),
  v.transform((value) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim(),
  ),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'a real calendar date'),
);
const image = v.strictObject(
  {
    src: text('a file name beside the Markdown file, e.g. photo.jpg'),
    alt: v.string('alt text (empty only for a purely decorative image)'),
  },
  'an image: { src, alt }',
);
const order = v.pipe(
  v.number('a whole number that sets the display order'),
  v.integer('a whole number that sets the display order'),
);
const list = (what) => v.pipe(v.array(text(what), `a list of ${what}`), v.minLength(1));
const faq = v.strictObject({ question: text('the question'), answer: text('the answer') });

export const ICONS = ['layers', 'ruler', 'sofa', 'hammer', 'shield', 'clipboard'];
export const PROJECT_CATEGORIES = ['marketing', 'corporate', 'business'];
export const TEAM_CATEGORIES = [
  'founder',
  'writer',
  'manager',
  'designer',
  'inspector',
  'engineer',
];
export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X'];

const comment = v.strictObject({
  name: text('the commenter’s name'),
  date: isoDate,
  text: text('the comment'),
});

export const schemas = {
  posts: v.strictObject({
    title: text('the post title'),
    date: isoDate,
    description: text('a one- or two-sentence summary'),
    image,
    comments: v.optional(
      v.pipe(v.number('the number of comments shown'), v.integer(), v.minValue(0)),
      0,
    ),
    quote: v.optional(v.strictObject({ text: text('the quote'), cite: text('who said it') })),
    sampleComments: v.optional(v.array(comment, 'a list of { name, date, text }')),
  }),
  services: v.strictObject({
    order,
    title: text('the service name'),
    icon: v.picklist(ICONS, `one of ${ICONS.join(', ')}`),
    description: text('a one- or two-sentence summary'),
    image,
    checklist: list('checklist lines'),
    faq: v.optional(v.array(faq, 'a list of { question, answer }')),
  }),
  projects: v.strictObject({
    order,
    title: text('the project name'),
    sector: text('the sector, e.g. Healthcare'),
    category: v.picklist(PROJECT_CATEGORIES, `one of ${PROJECT_CATEGORIES.join(', ')}`),
    client: text('the client’s name'),
    date: isoDate,
    location: text('the town and state'),
    image,
    summary: text('a one- or two-sentence summary'),
  }),
  team: v.strictObject({
    order,
    name: text('the full name'),
    position: text('the job title'),
    category: v.picklist(TEAM_CATEGORIES, `one of ${TEAM_CATEGORIES.join(', ')}`),
    image,
    socials: v.optional(
      v.array(
        v.strictObject({
          label: v.picklist(SOCIAL_NETWORKS, `one of ${SOCIAL_NETWORKS.join(', ')}`),
          href: v.pipe(v.string(), v.url('a full https:// address')),
        }),
      ),
      [],
    ),
  }),
  testimonials: v.strictObject({
    order,
    name: text('the client’s name'),
    position: text('their role or company'),
    avatar: image,
  }),
};

/** What a schema expects, from the message it was given. */
const expectedOf = (schema) =>
  schema?.message ?? schema?.pipe?.[0]?.message ?? schema?.wrapped?.message ?? schema?.expects;

/** The schema of the field at `path` (object keys only). */
function fieldSchema(schema, path) {
  let current = schema;
  for (const key of path) current = current?.entries?.[key] ?? current?.item;
  return current;
}

/** Edit distance, to suggest the field a misspelt one was meant to be. */
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length];
}

/** Valibot's issues as "field: expected …, got …" lines, for people rather than programs. */
export function describeIssues(issues, schema) {
  const keyOf = (issue) => issue.path?.map((item) => item.key).join('.') ?? '';
  const missing = issues
    .filter((issue) => issue.type.endsWith('object') && issue.received === 'undefined')
    .map(keyOf);
  return issues.map((issue) => {
    const path = keyOf(issue) || '(front matter)';
    if (issue.type.endsWith('object') && issue.expected === 'never') {
      const meant = missing.find((key) => distance(key, path) <= 2);
      return `unknown field "${path}"${meant ? ` (did you mean "${meant}"?)` : ' (check its spelling)'}`;
    }
    if (issue.type.endsWith('object') && issue.received === 'undefined') {
      const wanted = expectedOf(
        fieldSchema(
          schema,
          issue.path.map((item) => item.key),
        ),
      );
      return `${path}: missing${wanted ? `, expected ${wanted}` : ''}`;
    }
    const got = issue.input === undefined ? 'nothing' : JSON.stringify(issue.input);
    const wanted = issue.message.startsWith('Invalid') ? issue.expected : issue.message;
    return `${path}: expected ${wanted}, got ${got}`;
  });
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentSchemas, fieldProblems, schemas } from '../../../../content/schemas';
import {
  DEVELOPER_WORDS,
  hasDeveloperWords,
  officeBodyProblem,
  officeFields,
  officeHint,
  officeProblem,
} from './office-words';
import { describeFields, type FieldDescriptor } from './schema-fields';

const every = { ...schemas, ...documentSchemas };

/** Every descriptor, nested ones included. */
const allFields = (fields: readonly FieldDescriptor[]): FieldDescriptor[] =>
  fields.flatMap((field) => [
    field,
    ...(field.kind === 'group' ? allFields(field.fields) : []),
    ...(field.kind === 'list' ? allFields([field.item]) : []),
  ]);

/** Every message any schema can give, as the store words a problem with it. */
const storeProblems = Object.values(every).flatMap((schema) =>
  allFields(describeFields(schema)).flatMap((field) =>
    [...field.messages, ...(field.hint ? [field.hint] : [])].flatMap((message) => [
      `x: expected ${message}, got ""`,
      `x: expected ${message}, got "abc"`,
      `x: missing, expected ${message}`,
    ]),
  ),
);

describe('the office’s words', () => {
  it('ask for a picture where the schema speaks of a file beside the Markdown file', () => {
    const fields = describeFields(schemas.posts);
    const said = officeProblem(fields, {
      field: 'image.src',
      message: 'image.src: missing, expected a file name beside the Markdown file, e.g. photo.jpg',
    });
    expect(said).toEqual({ field: 'image.src', message: 'Choose a picture or upload one.' });
  });

  it('let no file, Markdown or developer word through from any schema message', () => {
    expect(storeProblems.length).toBeGreaterThan(300);
    for (const message of storeProblems) {
      const said = officeProblem([], { field: 'x', message }).message;
      expect(hasDeveloperWords(said), `"${said}" from "${message}"`).toBe(false);
      expect(said).toMatch(/^[A-Z0-9].*[.)]$/s);
    }
  });

  it('word real problems of every schema left empty, and the store’s own sentences', () => {
    for (const schema of Object.values(every)) {
      const parsed = v.safeParse(schema, {});
      const problems = parsed.success ? [] : fieldProblems(parsed.issues, schema);
      for (const problem of problems) {
        expect(officeProblem(describeFields(schema), problem).message).not.toMatch(DEVELOPER_WORDS);
      }
    }
    const fields = describeFields(schemas.projects);
    for (const message of [
      'gallery.0.src: no stored picture "kitchen.jpg"',
      'body: the picture on line 3 has no alt text (![what it shows](picture)): alt text is needed before publishing: say what the picture shows',
      'mystery: unknown field "mystery" (check its spelling)',
    ]) {
      const field = message.split(':')[0] ?? '';
      expect(officeProblem(fields, { field, message }).message).not.toMatch(DEVELOPER_WORDS);
    }
  });

  it('show no notation in a hint sent to the form', () => {
    for (const schema of Object.values(every)) {
      for (const field of allFields(officeFields(describeFields(schema)))) {
        for (const text of [field.hint ?? '', ...field.messages]) {
          expect(text, `${field.key}: ${text}`).not.toMatch(DEVELOPER_WORDS);
        }
      }
    }
    expect(officeHint('a list of { title, location, year, image }, most recent first')).toBe(
      'Most recent first.',
    );
    expect(officeHint('the company’s profiles, in the order shown: { label, href, icon }')).toBe(
      'The company’s profiles, in the order shown.',
    );
  });

  it('name the placeholders of a refused introduction, in plain words', () => {
    const message =
      'faq.lead: expected only the placeholders this page fills ({count}); {cuont} would show as written, got "All {cuont} answers."';
    const said = officeProblem([], { field: 'faq.lead', message }).message;
    expect(said).toBe(
      'This page fills in only {count}: {cuont} would show as written. Remove it or check its spelling.',
    );
    expect(hasDeveloperWords(said)).toBe(false);
    expect(hasDeveloperWords('The profiles: { label, href, icon }.')).toBe(true);
  });

  it('say what is wrong in the body by its line, without file words', () => {
    expect(
      officeBodyProblem('line 4: link "../posts/gone.md": there is no such content file'),
    ).toBe(
      'Line 4: the link “../posts/gone.md” leads to a page the site does not have: link to one it has.',
    );
    for (const message of [
      'line 2: link "services": write a site address starting with / or a content file name (other-post.md)',
      'line 2: link "javascript:x": only https://, http://, mailto: and tel: links are allowed',
      'line 7: no stored picture "old.jpg"',
      'line 3: an image must stand on a line of its own: ![alt text](photo.jpg)',
      'line 9: "table" is not supported here: use paragraphs, ## headings, - lists, > quotes and images',
    ]) {
      const said = officeBodyProblem(message);
      expect(said, message).toMatch(/^Line \d+: /);
      expect(hasDeveloperWords(said), said).toBe(false);
    }
  });

  it('keep a placeholder note out of the hint (the chips say it)', () => {
    const lead = describeFields(documentSchemas.pages)
      .flatMap((page) => (page.kind === 'group' ? page.fields : []))
      .find((field) => field.key === 'lead' && field.hint?.includes('{count}'));
    expect(officeHint(lead?.hint)).toBe('A sentence or two under the title.');
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentSchemas, schemas } from '../../../../content/schemas';
import { describeField, describeFields, type FieldDescriptor } from './schema-fields';

/** Every message a Valibot schema carries (its own, its pipe's, its entries' and items'). */
function schemaMessages(schema: unknown, out = new Set<string>()): Set<string> {
  const node = schema as {
    message?: unknown;
    pipe?: { message?: unknown }[];
    entries?: Record<string, unknown>;
    item?: unknown;
    wrapped?: unknown;
  };
  if (typeof node.message === 'string') out.add(node.message);
  for (const action of node.pipe?.slice(1) ?? []) {
    if (typeof action.message === 'string') out.add(action.message);
  }
  // A pipe whose schema is a pipe itself (`v.pipe(text('…'), v.check(…))`): its messages too.
  const [first] = node.pipe ?? [];
  if (first && first !== schema && (first as { pipe?: unknown }).pipe) schemaMessages(first, out);
  for (const entry of Object.values(node.entries ?? {})) schemaMessages(entry, out);
  if (node.item) schemaMessages(node.item, out);
  if (node.wrapped) schemaMessages(node.wrapped, out);
  return out;
}

/** Every descriptor, nested ones included. */
function allFields(fields: readonly FieldDescriptor[]): FieldDescriptor[] {
  return fields.flatMap((field) => [
    field,
    ...(field.kind === 'group' ? allFields(field.fields) : []),
    ...(field.kind === 'list' ? allFields([field.item]) : []),
  ]);
}

const every = { ...schemas, ...documentSchemas };

describe('describeFields', () => {
  it.each(Object.entries(every))('gives %s a field for every entry, in its order', (_, schema) => {
    const fields = describeFields(schema);
    expect(fields.map((field) => field.key)).toEqual(Object.keys(schema.entries));
    for (const field of allFields(fields)) expect(field.label).not.toBe('');
  });

  it.each(Object.entries(every))('uses only the schema’s own messages for %s', (_, schema) => {
    const own = schemaMessages(schema);
    const used = allFields(describeFields(schema)).flatMap((field) => [
      ...field.messages,
      ...(field.hint ? [field.hint] : []),
    ]);
    expect(used.length).toBeGreaterThan(0);
    for (const message of used) expect(own).toContain(message);
  });

  it('reads a post: text, date, picture and optional group; no typed comments (decision 054)', () => {
    const fields = Object.fromEntries(describeFields(schemas.posts).map((f) => [f.key, f]));
    expect(fields.title).toMatchObject({
      kind: 'text',
      isOptional: false,
      minLength: 1,
      hint: 'the post title',
      messages: ['the post title as text', 'the post title'],
    });
    expect(fields.date).toMatchObject({ kind: 'date', hint: 'a date as YYYY-MM-DD' });
    expect(fields.image).toMatchObject({ kind: 'picture', isOptional: false });
    expect(fields.quote).toMatchObject({ kind: 'group', isOptional: true });
    // The count is counted and the comments are the visitors': neither is typed in the editor.
    expect(Object.keys(fields)).not.toContain('comments');
    expect(Object.keys(fields)).not.toContain('sampleComments');
  });

  it('reads an optional list of groups and a whole number', () => {
    const fields = Object.fromEntries(describeFields(schemas.services).map((f) => [f.key, f]));
    expect(fields.order).toMatchObject({ kind: 'number', isInteger: true });
    expect(fields.faq).toMatchObject({ kind: 'list', isOptional: true });
    const entry = fields.faq?.kind === 'list' ? fields.faq.item : undefined;
    expect(entry?.kind === 'group' && entry.fields.map((f) => f.kind)).toEqual(['text', 'text']);
  });

  it('reads picklists, long text, links and list lengths', () => {
    const service = Object.fromEntries(describeFields(schemas.services).map((f) => [f.key, f]));
    expect(service.icon).toMatchObject({
      kind: 'choice',
      options: ['layers', 'ruler', 'sofa', 'hammer', 'shield', 'clipboard'],
    });
    expect(service.description).toMatchObject({ kind: 'text', isLong: true });
    expect(service.checklist).toMatchObject({
      kind: 'list',
      minItems: 1,
      item: { kind: 'text', isLong: false },
    });
    const socials = describeFields(schemas.team).find((f) => f.key === 'socials');
    const href =
      socials?.kind === 'list' && socials.item.kind === 'group'
        ? socials.item.fields[1]
        : undefined;
    expect(href).toMatchObject({ kind: 'text', isUrl: true, hint: 'a full https:// address' });
    const plans = describeFields(documentSchemas.plans)[0];
    const features =
      plans?.kind === 'list' && plans.item.kind === 'group'
        ? plans.item.fields.find((f) => f.key === 'features')
        : undefined;
    expect(features).toMatchObject({ kind: 'list', minItems: 5, maxItems: 5 });
    const featured =
      plans?.kind === 'list' && plans.item.kind === 'group' ? plans.item.fields.at(-1) : undefined;
    expect(featured).toMatchObject({ kind: 'boolean', isOptional: true });
  });

  it('gives a regex its pattern and a bounded number its range', () => {
    const id = describeField('id', v.pipe(v.string(), v.regex(/^[a-z]+$/, 'letters')));
    expect(id).toMatchObject({ kind: 'text', pattern: '^[a-z]+$', hint: 'letters' });
    const skills = describeFields(documentSchemas.stats).find((f) => f.key === 'skills');
    const percent =
      skills?.kind === 'list' && skills.item.kind === 'group' ? skills.item.fields[1] : undefined;
    expect(percent).toMatchObject({ kind: 'number', min: 0, max: 100, isInteger: true });
  });

  it('refuses a schema it has no control for, naming the field', () => {
    expect(() => describeField('when', v.bigint())).toThrow(/"when"/);
  });
});

describe('the contact details’ form', () => {
  const fields = Object.fromEntries(
    describeFields(documentSchemas.contact).map((field) => [field.key, field]),
  );

  it('asks for the days an office opens as checkboxes, the week’s days in order', () => {
    const hours = fields.hours;
    if (hours?.kind !== 'group') throw new Error('hours is not a group');
    const [days, opens] = hours.fields;
    expect(days).toMatchObject({
      kind: 'choices',
      label: 'Open on',
      options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      minItems: 1,
    });
    expect(opens).toMatchObject({ kind: 'text', label: 'Opens at' });
  });

  it('lists offices and socials as entries with their own fields', () => {
    expect(fields.offices).toMatchObject({ kind: 'list', minItems: 1 });
    expect(fields.socials).toMatchObject({ kind: 'list', item: { kind: 'group' } });
    expect(fields.email).toMatchObject({ kind: 'text', isOptional: false });
  });
});

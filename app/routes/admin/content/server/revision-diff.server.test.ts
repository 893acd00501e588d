import { describe, expect, it } from 'vitest';
import { schemas } from '../../../../content/schemas';
import { describeFields } from '../form/schema-fields';
import { revisionDiff } from './revision-diff.server';

const fields = describeFields(schemas.services);
const before = {
  version: 1,
  fields: {
    title: 'Roof repair',
    checklist: ['Survey', 'Quote'],
    faq: [{ question: 'How long?', answer: 'A day.' }],
  },
  body: ['# Intro', 'a', 'b', 'c', 'd', 'e', 'f', 'Last line.'].join('\n'),
};
const after = {
  version: 3,
  fields: {
    title: 'Roof and gutter repair',
    checklist: ['Survey'],
    faq: [{ question: 'How long?', answer: 'Two days.' }],
  },
  body: ['# Intro', 'a', 'b', 'c', 'd', 'e', 'f', 'The last line.'].join('\n'),
};

describe('revisionDiff', () => {
  const diff = revisionDiff(fields, before, after);

  it('names each changed field as a person reads it, with its words added and removed', () => {
    expect(diff.fields.map((f) => f.label)).toEqual([
      'Title',
      'Checklist 2',
      'Questions and answers 1 › Answer',
    ]);
    const title = diff.fields[0]?.parts ?? [];
    expect(title.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual([
      'and gutter',
    ]);
    expect(diff.fields[1]?.parts).toEqual([{ text: 'Quote', change: 'removed' }]);
  });

  it('shows the body’s changed lines and shortens long unchanged runs', () => {
    const body = diff.body ?? [];
    expect(body.find((p) => p.change === 'removed')?.text).toBe('Last line.');
    expect(body.find((p) => p.change === 'added')?.text).toBe('The last line.');
    expect(body[0]?.text).toContain('unchanged lines');
  });

  it('says nothing changed between equal versions', () => {
    const same = revisionDiff(fields, before, { ...before, version: 2 });
    expect(same.fields).toEqual([]);
    expect(same.body).toBeNull();
  });
});

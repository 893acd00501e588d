import { describe, expect, it } from 'vitest';
import { draftValues } from './draft-values';

describe('a kept draft laid over the form', () => {
  it('takes the typed values of the form’s own fields', () => {
    const form = { title: 'Roofs', order: 2, checklist: ['a'], image: null };
    const draft = {
      title: 'Roofs and gutters',
      order: 3,
      checklist: ['a', 'b'],
      image: { src: 'x' },
    };
    expect(draftValues(form, draft)).toEqual(draft);
  });

  it('leaves out fields the form no longer has and values of another kind', () => {
    const form = { title: 'Roofs', checklist: ['a'] };
    const draft = { title: 7, checklist: 'not a list', removed: 'old field' };
    expect(draftValues(form, draft)).toEqual(form);
  });
});

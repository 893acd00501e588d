import { describe, expect, it } from 'vitest';
import { applyListOp, getAt, listOpValue, parseListOp, setAt } from './list-ops';

const values = { title: 'A', faq: [{ q: '1' }, { q: '2' }, { q: '3' }] };

describe('list changes', () => {
  it('moves, removes and adds entries without changing the original', () => {
    const moved = applyListOp(values, { op: 'move', path: 'faq', from: 2, to: 0 });
    expect(getAt(moved, 'faq')).toEqual([{ q: '3' }, { q: '1' }, { q: '2' }]);
    expect(values.faq[0]).toEqual({ q: '1' });
    const removed = applyListOp(values, { op: 'remove', path: 'faq', index: 1 });
    expect(getAt(removed, 'faq')).toEqual([{ q: '1' }, { q: '3' }]);
    const added = applyListOp(values, { op: 'add', path: 'faq' }, { q: '' });
    expect(getAt(added, 'faq.3')).toEqual({ q: '' });
  });

  it('changes nothing for a move past either end', () => {
    expect(applyListOp(values, { op: 'move', path: 'faq', from: 0, to: -1 })).toBe(values);
    expect(applyListOp(values, { op: 'move', path: 'faq', from: 2, to: 3 })).toBe(values);
  });

  it('adds to a list that does not exist yet, and sets nested values', () => {
    expect(applyListOp({}, { op: 'add', path: 'socials' }, 'x')).toEqual({ socials: ['x'] });
    expect(setAt(values, 'faq.1.q', 'two').faq[1]).toEqual({ q: 'two' });
  });

  it('reads back the button values it writes, and refuses others', () => {
    for (const op of [
      { op: 'add', path: 'plans.0.features' },
      { op: 'remove', path: 'faq', index: 2 },
      { op: 'move', path: 'gallery', from: 3, to: 1 },
    ] as const) {
      expect(parseListOp(listOpValue(op))).toEqual(op);
    }
    expect(parseListOp('drop:faq')).toBeUndefined();
    expect(parseListOp('move:faq:1')).toBeUndefined();
    expect(parseListOp('add:../x')).toBeUndefined();
  });
});

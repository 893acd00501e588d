import { describe, expect, it } from 'vitest';
import { firstWord, itemsAfter, neighbours } from './items-after';

const six = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('itemsAfter', () => {
  it('takes the items after the current one', () => {
    expect(itemsAfter(six, 0, 3)).toEqual(['b', 'c', 'd']);
  });

  it('wraps to the start near the end and never includes the current item', () => {
    expect(itemsAfter(six, 4, 3)).toEqual(['f', 'a', 'b']);
    expect(itemsAfter(six, 5, 3)).toEqual(['a', 'b', 'c']);
    expect(itemsAfter(['a', 'b'], 0, 3)).toEqual(['b']);
  });
});

describe('neighbours', () => {
  it('wraps at both ends', () => {
    expect(neighbours(six, 0)).toEqual({ previous: 'f', next: 'b' });
    expect(neighbours(six, 5)).toEqual({ previous: 'e', next: 'a' });
  });
});

describe('firstWord', () => {
  it('returns the first word of a title', () => {
    expect(firstWord('  Key Steps to Ensure ')).toBe('Key');
    expect(firstWord('Top')).toBe('Top');
  });
});

import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words';

describe('truncateWords', () => {
  it('keeps the first three words and adds an ellipsis when the title is longer', () => {
    expect(truncateWords('Key Steps to Ensure a Smooth Building Process')).toBe('Key Steps to...');
  });

  it('leaves a title of three words or fewer untouched', () => {
    expect(truncateWords('Building Architecture')).toBe('Building Architecture');
    expect(truncateWords('Luxury Home Renovation')).toBe('Luxury Home Renovation');
  });

  it('collapses extra white space between words', () => {
    expect(truncateWords('  One   two  three four ', 2)).toBe('One two...');
  });
});

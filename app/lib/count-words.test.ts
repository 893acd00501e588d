import { describe, expect, it } from 'vitest';
import { countOf, countWord } from './count-words';

describe('countWord', () => {
  it('spells counts up to twelve and writes larger ones in digits', () => {
    expect(countWord(6)).toBe('six');
    expect(countWord(7)).toBe('seven');
    expect(countWord(12)).toBe('twelve');
    expect(countWord(13)).toBe('13');
    expect(countWord(0)).toBe('no');
  });

  it('refuses what is not a count', () => {
    expect(() => countWord(-1)).toThrow('not a count');
    expect(() => countWord(2.5)).toThrow('not a count');
  });
});

describe('countOf', () => {
  it('makes the noun agree with the count, capitalised at the start of a sentence', () => {
    expect(countOf(6, 'specialist team', 'specialist teams', { capital: true })).toBe(
      'Six specialist teams',
    );
    expect(countOf(1, 'step', 'steps', { capital: true })).toBe('One step');
    expect(countOf(0, 'post', 'posts')).toBe('no posts');
    expect(countOf(21, 'project', 'projects', { capital: true })).toBe('21 projects');
  });
});

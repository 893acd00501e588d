import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

const text = (segments: ReturnType<typeof excerpt>) => segments.map((s) => s.text).join('');

describe('excerpt', () => {
  it('marks every matched word, whatever its case, and keeps the rest as plain text', () => {
    const segments = excerpt('Roof repairs. A new roof, then the ROOF garden.', ['roof']);
    expect(segments.filter((s) => s.isMatch).map((s) => s.text)).toEqual(['Roof', 'roof', 'ROOF']);
    expect(text(segments)).toBe('Roof repairs. A new roof, then the ROOF garden.');
  });

  it('cuts a long text around the first match, at word boundaries, with ellipses', () => {
    const long = `${'early words '.repeat(30)}the target word ${'later words '.repeat(30)}`;
    const result = text(excerpt(long, ['target'], 80));
    expect(result).toMatch(/^…(early|words) /);
    expect(result.endsWith('…')).toBe(true);
    expect(result).toContain('target');
    expect(result.length).toBeLessThanOrEqual(82);
  });

  it('starts at the top when no word of the text matched', () => {
    expect(text(excerpt('Short text.', ['absent']))).toBe('Short text.');
  });

  it('does not mark a word that only contains a matched term', () => {
    expect(excerpt('roofing', ['roof']).some((s) => s.isMatch)).toBe(false);
  });
});

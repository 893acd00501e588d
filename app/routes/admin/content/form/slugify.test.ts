import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('makes an address the store accepts from a title', () => {
    expect(slugify('Roof & Gutter Care!')).toBe('roof-and-gutter-care');
    expect(slugify('  Café Renovation — Phase 2 ')).toBe('cafe-renovation-phase-2');
    expect(slugify('!!!')).toBe('');
    expect(slugify('a'.repeat(100))).toHaveLength(80);
  });
});

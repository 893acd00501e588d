import { describe, expect, it } from 'vitest';
import { checkAbout } from '../accounts/about-line.ts';
import { checkLabel, freeSlug, slugOfLabel } from './term-words.ts';

describe('a term’s words and key', () => {
  it('keeps a label on one line with single spaces, and refuses none or too long', () => {
    expect(checkLabel('  Loft \t and\nattic ')).toEqual({ ok: true, label: 'Loft and attic' });
    expect(checkLabel('   ')).toEqual({ ok: false, error: 'Type a name first.' });
    expect(checkLabel('x'.repeat(41))).toMatchObject({ ok: false });
  });

  it('makes a key of lower-case letters, digits and single hyphens, unique in its list', () => {
    expect(slugOfLabel('Loft & Attic')).toBe('loft-attic');
    expect(slugOfLabel('Überbau 2026')).toBe('uberbau-2026');
    expect(slugOfLabel('!!!')).toBe('term');
    expect(freeSlug('roofs', new Set(['roofs', 'roofs-2']))).toBe('roofs-3');
  });

  it('keeps an About line to one line of 160 characters, empty being none', () => {
    expect(checkAbout('  Site  manager. ')).toEqual({ ok: true, about: 'Site manager.' });
    expect(checkAbout('')).toEqual({ ok: true, about: null });
    expect(checkAbout('a\nb')).toMatchObject({ ok: false });
    expect(checkAbout('x'.repeat(161))).toMatchObject({ ok: false });
  });
});

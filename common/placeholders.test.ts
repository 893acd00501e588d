import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillPlaceholdersDeep, PLACEHOLDERS } from './placeholders.ts';

describe('company placeholders', () => {
  it('fills the known ones and refuses an unknown one, naming the known ones', () => {
    expect(fillPlaceholders('About {{ name }}')).toBe(`About ${PLACEHOLDERS.name}`);
    expect(() => fillPlaceholders('On {{headOfficeStreet}}')).toThrow(
      /^unknown placeholder \{\{headOfficeStreet\}\} \(known: \{\{name\}\}/,
    );
  });

  it('takes only its own facts, not the names every object has', () => {
    expect(() => fillPlaceholders('{{constructor}} and {{toString}}')).toThrow(
      /^unknown placeholder \{\{constructor\}\}/,
    );
    expect(fillPlaceholders('{{toString}}', { keepUnknown: true })).toBe('{{toString}}');
  });

  it('keeps an unknown one as written when asked (stored content read for visitors)', () => {
    const stored = { entries: [{ title: '{{name}} opens on {{headOfficeStreet}}' }] };
    expect(fillPlaceholdersDeep(stored, { keepUnknown: true })).toEqual({
      entries: [{ title: `${PLACEHOLDERS.name} opens on {{headOfficeStreet}}` }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_FILES, MAX_QUOTE_FILES_BYTES } from '../forms/quote-files';
import { keyOf, limitProblem, previewable, sentPercents } from './form-files';

const file = (name: string, size: number, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

describe('the quote form’s chosen files', () => {
  it('says at once when there are too many files or too many bytes, and nothing otherwise', () => {
    const many = Array.from({ length: MAX_QUOTE_FILES + 2 }, (_, i) => file(`plan-${i}.pdf`, 1));
    expect(limitProblem(many)).toBe('Please choose at most 10 files; remove 2.');
    expect(limitProblem(many.slice(0, MAX_QUOTE_FILES))).toBe('');
    const big = { size: MAX_QUOTE_FILES_BYTES + 1 } as File;
    expect(limitProblem([big])).toMatch(/^These files come to .+; please keep them under 50 MB/);
  });

  it('previews the photos browsers show, and knows the same file picked twice', () => {
    expect(previewable(file('porch.jpg', 1, 'image/jpeg'))).toBe(true);
    expect(previewable(file('porch.heic', 1, 'image/heic'))).toBe(false);
    expect(keyOf(file('a.pdf', 3))).toBe(keyOf(file('a.pdf', 3)));
    expect(keyOf(file('a.pdf', 3))).not.toBe(keyOf(file('a.pdf', 4)));
  });

  it('lays the bytes sent over the body: text fields first, then each file in its order', () => {
    const files = [file('a.pdf', 100), file('b.pdf', 200)];
    expect(sentPercents(files, undefined)).toEqual([undefined, undefined]);
    // 50 bytes of text fields, then a (100) and b (200).
    expect(sentPercents(files, { loaded: 40, total: 350 })).toEqual([0, 0]);
    expect(sentPercents(files, { loaded: 100, total: 350 })).toEqual([50, 0]);
    expect(sentPercents(files, { loaded: 250, total: 350 })).toEqual([100, 50]);
    expect(sentPercents(files, { loaded: 350, total: 350 })).toEqual([100, 100]);
  });
});

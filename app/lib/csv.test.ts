import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('defuses cells that a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it('writes empty cells for missing values and one CRLF line per row', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, null],
          ['x', undefined],
        ],
      ),
    ).toBe('a,b\r\n1,\r\nx,\r\n');
  });

  it('keeps emoji and right-to-left text as typed', () => {
    expect(csvCell('שלום 👷')).toBe('שלום 👷');
  });
});

import { describe, expect, it } from 'vitest';
import type { BrandColors } from './brand-colors';
import {
  CARD,
  escapeXml,
  fitTitle,
  type ShareCardInput,
  shareCardSvg,
  wrapWords,
} from './card-svg';
import { archivoFonts, type CardFonts, type TextShaper } from './text-shaper';

/** A shaper with every letter half an em wide that records what it drew. */
function fakeShaper(drawn: { text: string; size: number }[] = []): TextShaper {
  return {
    width: (text, size) => text.length * size * 0.5,
    outline: (text, size, x, y) => {
      drawn.push({ text, size });
      return `M${x} ${y}h${text.length}`;
    },
  };
}

const colors: BrandColors = {
  bg: '#faf8f4',
  surfaceMuted: '#f2eee6',
  borderStrong: '#cfc5b4',
  fg: '#1c1a17',
  fgMuted: '#5f584d',
  accent: '#e0892b',
  accentText: '#8f500c',
  inverseBg: '#1c1a17',
};

const card: ShareCardInput = {
  title: 'Tips & <Tricks> for "Smart" Homes',
  kicker: 'Blog · 12 March',
  art: { href: 'data:image/svg+xml;base64,QVJU', width: 1200, height: 750 },
  company: 'Northwind Builders Group',
  domain: 'northwind.example',
  mark: 'data:image/svg+xml;base64,TUFSSw==',
};

describe('wrapWords', () => {
  const measure = (s: string) => s.length;

  it('puts as many words on a line as fit', () => {
    expect(wrapWords('one two three four five', 9, measure)).toEqual([
      'one two',
      'three',
      'four five',
    ]);
  });

  it('gives a word longer than the line its own line and ignores extra spaces', () => {
    expect(wrapWords('  a  extraordinarily b ', 5, measure)).toEqual(['a', 'extraordinarily', 'b']);
  });
});

describe('fitTitle', () => {
  const font = fakeShaper();

  it('sets a short title on one line at the largest size', () => {
    expect(fitTitle('Interior Design', font)).toEqual({
      size: CARD.titleSizes[0],
      lines: ['Interior Design'],
    });
  });

  it('steps the size down until a long title fits in three lines', () => {
    const { size, lines } = fitTitle('How to Maximize Space in Your Commercial Building', font);
    expect(lines.length).toBeLessThanOrEqual(CARD.maxLines);
    expect(size).toBeLessThan(CARD.titleSizes[0]);
    expect(lines.join(' ')).toBe('How to Maximize Space in Your Commercial Building');
  });

  it('cuts an overlong title after three lines with an ellipsis, every line fitting', () => {
    const { size, lines } = fitTitle('word '.repeat(60).trim(), font, 300);
    expect(lines).toHaveLength(CARD.maxLines);
    expect(lines.at(-1)?.endsWith('…')).toBe(true);
    for (const line of lines) expect(font.width(line, size)).toBeLessThanOrEqual(300);
  });
});

describe('shareCardSvg', () => {
  const drawn: { text: string; size: number }[] = [];
  const font = fakeShaper(drawn);
  const fonts: CardFonts = { bold: font, heavy: font, semibold: font };
  const svg = shareCardSvg(card, colors, fonts);

  it('is a 1200 by 630 SVG that names the page and company in escaped text', () => {
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain(
      '<title>Tips &amp; &lt;Tricks&gt; for &quot;Smart&quot; Homes – Northwind Builders Group</title>',
    );
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it("embeds the page's artwork and the logo mark", () => {
    expect(svg).toContain(`href="${card.art.href}"`);
    expect(svg).toContain(`href="${card.mark}"`);
  });

  it('draws the wordmark and sub-line from the company name, the kicker and the title', () => {
    const texts = drawn.map((d) => d.text);
    expect(texts).toContain('NORTHWIND');
    expect(texts).toContain('BUILDERS GROUP');
    expect(texts).toContain('BLOG · 12 MARCH');
    expect(texts).toContain('northwind.example');
    expect(texts.join(' ')).toContain('Tips & <Tricks> for "Smart" Homes');
  });

  it("paints in the theme's colours", () => {
    expect(svg).toContain(`fill="${colors.surfaceMuted}"`);
    expect(svg).toContain(`fill="${colors.accent}"`);
    expect(svg).toContain(`fill="${colors.accentText}"`);
    expect(svg).toContain(`fill="${colors.fg}"`);
  });

  it('leaves the kicker out when the page has none', () => {
    const plain = shareCardSvg({ ...card, kicker: undefined }, colors, fonts);
    expect(plain).not.toContain(`fill="${colors.accentText}"`);
  });
});

describe('archivoFonts', () => {
  const { bold } = archivoFonts();

  it('measures with the brand font: wider letters, larger sizes and tracking take more room', () => {
    expect(bold.width('WWW', 40)).toBeGreaterThan(bold.width('iii', 40));
    expect(bold.width('Build', 60)).toBeCloseTo(bold.width('Build', 30) * 2, 5);
    expect(bold.width('Build', 30, 0.1)).toBeCloseTo(bold.width('Build', 30) + 4 * 3, 5);
  });

  it('draws text as outline path data at the given baseline', () => {
    expect(bold.outline('Hi', 40, 10, 100)).toMatch(/^M[\d.]+ [\d.]+/);
    expect(bold.outline(' ', 40, 10, 100)).toBe('');
  });
});

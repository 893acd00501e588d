import type { BrandColors } from './brand-colors';
import type { CardFonts, TextShaper } from './text-shaper';

/** One page's share card: what it says and shows. */
export interface ShareCardInput {
  /** The page's title (without the site suffix). */
  title: string;
  /** A short line above the title (section, date); none on plain pages. */
  kicker?: string;
  /** The page's illustration as a data URI, and its size. */
  art: { href: string; width: number; height: number };
  /** The company name: the first word is the wordmark, the rest its sub-line (as in the header). */
  company: string;
  /** The site's host name, shown at the foot. */
  domain: string;
  /** The logo mark (the favicon) as a data URI. */
  mark: string;
}

/** Layout of the 1200×630 card: a text panel on the left, the artwork on the right. */
export const CARD = {
  width: 1200,
  height: 630,
  pad: 64,
  /** Width of the text panel; the artwork fills the rest. */
  panel: 680,
  /** Title sizes tried from the largest down until it fits in `maxLines`. */
  titleSizes: [66, 60, 54, 48, 42],
  maxLines: 3,
} as const;

const TITLE_WIDTH = CARD.panel - 2 * CARD.pad;

/** Escapes text for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap: as many words on a line as fit `maxWidth`; a longer word gets its own line. */
export function wrapWords(text: string, maxWidth: number, measure: (s: string) => number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size whose wrapped lines fit; at the smallest, the last line ends in "…". */
export function fitTitle(title: string, font: TextShaper, maxWidth = TITLE_WIDTH) {
  for (const size of CARD.titleSizes) {
    const measure = (s: string) => font.width(s, size);
    const lines = wrapWords(title, maxWidth, measure);
    if (lines.length <= CARD.maxLines && lines.every((l) => measure(l) <= maxWidth)) {
      return { size, lines };
    }
  }
  const size = CARD.titleSizes[CARD.titleSizes.length - 1] ?? 42;
  const lines = wrapWords(title, maxWidth, (s) => font.width(s, size)).slice(0, CARD.maxLines);
  let last = lines.pop() ?? '';
  while (last && font.width(`${last}…`, size) > maxWidth) last = last.slice(0, -1).trimEnd();
  return { size, lines: [...lines, `${last}…`] };
}

/** The card as an SVG document (text as outlines in the brand font), ready for sharp. */
export function shareCardSvg(card: ShareCardInput, colors: BrandColors, fonts: CardFonts): string {
  const { width, height, pad, panel } = CARD;
  const [word = card.company, ...rest] = card.company.split(' ');
  const title = fitTitle(card.title, fonts.bold);
  const lineHeight = Math.round(title.size * 1.12);
  const kickerSize = 20;
  const kickerGap = card.kicker ? kickerSize + 22 : 0;
  // The title block is centred between the brand row and the foot.
  const blockHeight = kickerGap + title.lines.length * lineHeight;
  const top = Math.round(150 + (390 - blockHeight) / 2);
  const firstBaseline = top + kickerGap + Math.round(title.size * 0.92);
  const path = (d: string, fill: string) => (d ? `<path d="${d}" fill="${fill}"/>` : '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(`${card.title} – ${card.company}`)}</title>`,
    `<defs><pattern id="card-grid" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="${colors.borderStrong}" stroke-width="1"/></pattern></defs>`,
    `<rect width="${width}" height="${height}" fill="${colors.surfaceMuted}"/>`,
    `<rect width="${panel}" height="${height}" fill="url(#card-grid)" opacity="0.6"/>`,
    `<image href="${escapeXml(card.art.href)}" x="${panel}" y="0" width="${width - panel}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`,
    `<rect x="${panel}" width="8" height="${height}" fill="${colors.accent}"/>`,
    `<image href="${escapeXml(card.mark)}" x="${pad}" y="56" width="60" height="60"/>`,
    path(fonts.heavy.outline(word.toUpperCase(), 30, pad + 78, 86, 0.12), colors.fg),
    path(
      fonts.semibold.outline(rest.join(' ').toUpperCase(), 12, pad + 79, 108, 0.32),
      colors.fgMuted,
    ),
    card.kicker
      ? path(
          fonts.semibold.outline(
            card.kicker.toUpperCase(),
            kickerSize,
            pad,
            top + kickerSize,
            0.16,
          ),
          colors.accentText,
        )
      : '',
    ...title.lines.map((line, i) =>
      path(fonts.bold.outline(line, title.size, pad, firstBaseline + i * lineHeight), colors.fg),
    ),
    `<rect x="${pad}" y="${height - pad - 22}" width="48" height="6" fill="${colors.accent}"/>`,
    path(fonts.semibold.outline(card.domain, 22, pad + 64, height - pad - 11), colors.fgMuted),
    '</svg>',
  ].join('');
}

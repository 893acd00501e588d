/** A run of excerpt text; `isMatch` runs are the words the query matched. */
export interface Segment {
  text: string;
  isMatch?: boolean;
}

/** Words as the index splits them: runs between spaces and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** Characters of context kept before the first matched word. */
const LEAD = 50;

/**
 * A short excerpt of `text` around the first word found in `terms` (lower-case index terms),
 * cut at word boundaries, with every matched word in it marked. Starts at the top of the text
 * when no word matches (the title did).
 */
export function excerpt(text: string, terms: readonly string[], length = 180): Segment[] {
  const wanted = new Set(terms.map((term) => term.toLowerCase()));
  const words = [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const isMatch = (word: { start: number; end: number }) =>
    wanted.has(text.slice(word.start, word.end).toLowerCase());
  const first = words.find(isMatch);
  const from = first ? Math.max(0, first.start - LEAD) : 0;
  const inWindow = words.filter((w) => w.start >= from && w.end <= from + length);
  // Snap to whole words: begin at the first word in the window, end after the last.
  const start = from === 0 ? 0 : (inWindow[0]?.start ?? from);
  const end = from + length >= text.length ? text.length : (inWindow.at(-1)?.end ?? from + length);
  const segments: Segment[] = start > 0 ? [{ text: '…' }] : [];
  let cursor = start;
  for (const word of inWindow) {
    if (!isMatch(word)) continue;
    push(segments, text.slice(cursor, word.start));
    segments.push({ text: text.slice(word.start, word.end), isMatch: true });
    cursor = word.end;
  }
  push(segments, text.slice(cursor, end));
  if (end < text.length) push(segments, '…');
  return segments;
}

/** Appends plain text, joining it to a plain run before it. */
function push(segments: Segment[], text: string): void {
  if (!text) return;
  const last = segments.at(-1);
  if (last && !last.isMatch) last.text += text;
  else segments.push({ text });
}

/** The `count` items that follow position `index`, wrapping to the start (never the item itself). */
export function itemsAfter<T>(items: readonly T[], index: number, count: number): T[] {
  const available = Math.min(count, Math.max(0, items.length - 1));
  return Array.from(
    { length: available },
    (_, offset) => items[(index + offset + 1) % items.length] as T,
  );
}

/** The neighbours of position `index`, wrapping at both ends. */
export function neighbours<T>(items: readonly T[], index: number): { previous: T; next: T } {
  const n = items.length;
  return { previous: items[(index - 1 + n) % n] as T, next: items[(index + 1) % n] as T };
}

/** The first word of a title, used as a tag label ("Key Steps to…" → "Key"). */
export function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}

/** The items at these positions that exist, in the order asked (a shorter list gives fewer). */
export function itemsAt<T>(list: readonly T[], ...positions: number[]): T[] {
  return positions.flatMap((position) => (position < list.length ? [list[position] as T] : []));
}

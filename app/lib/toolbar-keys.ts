/**
 * Where a key moves focus in a toolbar of buttons (one tab stop, APG toolbar pattern): the arrow
 * keys to the next or previous button (wrapping), Home and End to the first and last. Null for a
 * key the toolbar leaves alone. For the gallery filter's island (app/islands/gallery-filter.ts).
 */
export function toolbarTarget(key: string, index: number, count: number): number | null {
  if (count <= 0 || index < 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';
import { dropIndex } from './reorder-moves';

/** Where a drag is: the row it took (`from`) and the place it would drop it (`to`). */
export interface DragPlace {
  from: number;
  to: number;
}

/** The attribute that marks a row of a draggable list (the handle finds its row by it). */
export const DRAG_ROW = 'data-drag-row';
/** Spread on each row: `<li {...dragRow}>`. */
export const dragRow = { [DRAG_ROW]: '' } as const;

/**
 * Dragging a row of a list by its handle with plain pointer events (decision 057): pointer
 * capture on the handle, the rows' middles deciding the place, the window scrolling near its
 * edges. The list is previewed in its new order with CSS `order` (no row is re-created, so a
 * form's inputs keep their state); the drop hands `onDrop(from, to)` to the caller, which posts
 * or applies it. The handle is the pointer's way only: the caller's Move up / Move down buttons
 * are the keyboard's and the no-script way. Shared by the content lists, the editor's in-form
 * lists and the tags and categories.
 */
export function usePointerReorder(onDrop: (from: number, to: number) => void) {
  const [place, setPlaceState] = useState<DragPlace | null>(null);
  // The handlers read these, never a render's stale copy (a drop can follow a move before React
  // has drawn it).
  const now = useRef<(DragPlace & { row: Element }) | null>(null);
  const setPlace = (next: (DragPlace & { row: Element }) | null) => {
    now.current = next;
    setPlaceState(next && { from: next.from, to: next.to });
  };

  const finish = () => {
    const done = now.current;
    if (!done) return;
    setPlace(null);
    if (done.to !== done.from) onDrop(done.from, done.to);
  };

  /** The handle's pointer handlers for the row at `index`. */
  const handleProps = (index: number) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      const row = event.currentTarget.closest(`[${DRAG_ROW}]`);
      if (!row) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setPlace({ from: index, to: index, row });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const dragging = now.current;
      if (!dragging) return;
      // Near the window's top or bottom edge the page scrolls, so a long list can be crossed.
      const edge = 48;
      if (event.clientY < edge) window.scrollBy(0, -16);
      else if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 16);
      const siblings = dragging.row.parentElement?.querySelectorAll(`:scope > [${DRAG_ROW}]`);
      const middles = [...(siblings ?? [])]
        .filter((row) => row !== dragging.row)
        .map((row) => {
          const box = row.getBoundingClientRect();
          return box.top + box.height / 2;
        })
        .sort((a, b) => a - b);
      const to = dropIndex(middles, event.clientY);
      if (to !== dragging.to) setPlace({ ...dragging, to });
    },
    onPointerUp: finish,
    onLostPointerCapture: finish,
    onPointerCancel: () => setPlace(null),
  });

  /** The row's style while a drag is on: its place in the preview, and lifted if it is the one. */
  const rowStyle = (index: number): CSSProperties | undefined => {
    if (!place) return undefined;
    const { from, to } = place;
    let shown = index;
    if (index === from) shown = to;
    else if (from < index && index <= to) shown = index - 1;
    else if (to <= index && index < from) shown = index + 1;
    return index === from
      ? { order: shown, opacity: 0.6, transform: 'scale(1.01)' }
      : { order: shown };
  };

  return { place, handleProps, rowStyle };
}

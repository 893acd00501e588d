/**
 * The arithmetic of moving an item in a list by dragging (reorder-list.tsx): where the pointer
 * drops it, and the ids in their new order. Pure, so the tests need no pointer.
 */

/** The ids with `id` moved to `to` (clamped to the list); the same array when nothing moves. */
export function moveId(ids: readonly number[], id: number, to: number): readonly number[] {
  const from = ids.indexOf(id);
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from === target) return ids;
  const moved = [...ids];
  moved.splice(target, 0, ...moved.splice(from, 1));
  return moved;
}

/**
 * The place a dragged item takes: how many of the other rows have their middle above the
 * pointer (`middles` are the other rows' vertical middles, top to bottom).
 */
export const dropIndex = (middles: readonly number[], pointerY: number) =>
  middles.filter((middle) => middle < pointerY).length;

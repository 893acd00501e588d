/** How many items a Load More list shows at first: the initial count, never more than exist. */
export function initialVisibleCount(initialCount: number, total: number): number {
  return Math.max(0, Math.min(initialCount, total));
}

/** How many items show after one more click: `step` more, never more than exist. */
export function nextVisibleCount(visible: number, step: number, total: number): number {
  return Math.min(total, Math.max(0, visible) + Math.max(0, step));
}

/** Whether a Load More button still has something to reveal. */
export function hasMoreToShow(visible: number, total: number): boolean {
  return visible < total;
}

/** What the live region says after a click, e.g. "2 more projects shown, 6 of 8". */
export function loadMoreAnnouncement(added: number, visible: number, total: number): string {
  if (added <= 0) return '';
  return `${added} more ${added === 1 ? 'project' : 'projects'} shown, ${visible} of ${total}`;
}

// The scrolling rows' rules without React (docs/decisions/047): the pause button's words, for
// its server markup (app/components/pause-button.tsx) and the island (app/islands/marquee.ts).
// The rows move in CSS only (styles/marquee.css); the island pauses them.

/** On a pause button: what it pauses, for its accessible name ("project ticker"). */
export const PAUSE_LABEL_ATTR = 'data-pause-label';

/** The pause button's accessible name. */
export const pauseLabel = (label: string, isPaused: boolean) =>
  `${isPaused ? 'Play' : 'Pause'} ${label}`;

/**
 * When focus leaves a row: keyboard focus may have scrolled it to reveal a link, so it returns
 * to its start.
 */
export function restoreRowOnLeave(row: HTMLElement, focusGoesTo: EventTarget | null): void {
  if (!row.contains(focusGoesTo as Node | null)) row.scrollLeft = 0;
}

// Scrolling rows on a page without React (docs/decisions/047): the portfolio ticker's rows
// (app/components/marquee.tsx) with their pause button (app/components/pause-button.tsx),
// bound to the server markup. The rows move in CSS (never under reduced motion, where the
// button is hidden too); this controller pauses and restarts them and returns a row to its start
// when keyboard focus leaves it.
import { PAUSE_LABEL_ATTR, pauseLabel, restoreRowOnLeave } from '../browser/marquee';

export function start(element: HTMLElement): void {
  const button = element.querySelector<HTMLElement>(`[${PAUSE_LABEL_ATTR}]`);
  const rows = Array.from(element.querySelectorAll<HTMLElement>('.marquee'));
  button?.addEventListener('click', () => {
    const isPaused = button.getAttribute('data-paused') !== 'true';
    button.setAttribute('data-paused', String(isPaused));
    button.setAttribute(
      'aria-label',
      pauseLabel(button.getAttribute(PAUSE_LABEL_ATTR) ?? '', isPaused),
    );
    for (const row of rows) row.toggleAttribute('data-paused', isPaused);
  });
  for (const row of rows) {
    row.addEventListener('focusout', (event) => restoreRowOnLeave(row, event.relatedTarget));
  }
}

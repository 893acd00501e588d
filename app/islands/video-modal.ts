// The video dialog on a page without React (decision 047): the island of
// app/components/video-modal.tsx, bound to its server markup. The play button opens the
// <dialog> by invoker command and the browser closes it (Escape, the close button, a click
// outside) and gives focus back to the button, all without this code. This adds the player:
// its frame is made when the dialog opens and removed when it closes, so nothing loads from
// the video host before the visitor asks and closing stops the sound. A closed dialog is never
// near the viewport: the boot starts this when it opens (it shows, and focus moves into it).
import { PLAYER_ALLOW, PLAYER_CLASS, PLAYER_SLOT_ATTR } from '../browser/video-player';

export function start(dialog: HTMLElement): void {
  const slot = dialog.querySelector(`[${PLAYER_SLOT_ATTR}]`);
  const src = dialog.dataset.embedSrc;
  if (!(dialog instanceof HTMLDialogElement) || !slot || !src) return;
  const sync = () => {
    if (!dialog.open) {
      slot.replaceChildren();
      return;
    }
    if (slot.querySelector('iframe')) return;
    const frame = document.createElement('iframe');
    frame.title = dialog.getAttribute('aria-label') ?? '';
    frame.setAttribute('allow', PLAYER_ALLOW);
    frame.setAttribute('allowfullscreen', '');
    frame.className = PLAYER_CLASS;
    frame.src = src;
    slot.append(frame);
  };
  // Opened before this code was here: the player comes now.
  sync();
  dialog.addEventListener('toggle', sync);
  dialog.addEventListener('close', sync);
  // A click on the backdrop (the dialog itself, not its content) closes it, as closedby="any"
  // does where it is supported.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

// The click-to-load stand-in for a third-party frame (the contact page's map) on a page without
// React (docs/decisions/047): the same behaviour as app/components/embed-facade.tsx. Nothing
// from the other host loads until the visitor asks; the link to the third party's own site
// always works. A tap on the button before this code arrived is replayed by the boot.
import { FRAME_CLASS } from './embed-frame';

export function start(figure: HTMLElement): void {
  const frame = figure.querySelector('[data-embed-frame]');
  const button = frame?.querySelector('button');
  const { src, frameTitle, loadedNote } = figure.dataset;
  if (!frame || !button || !src) return;
  button.addEventListener('click', () => {
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = frameTitle ?? '';
    iframe.className = FRAME_CLASS;
    iframe.setAttribute('loading', 'lazy');
    iframe.setAttribute('allowfullscreen', '');
    frame.replaceChildren(iframe);
    const note = figure.querySelector('[data-embed-note]');
    if (note && loadedNote) note.textContent = loadedNote;
  });
}

// The Scroll to top button on a page without React (docs/decisions/047), with a ring showing how
// far down the page the visitor is. It has no server markup: this adds the button.
// It exists only past the threshold, so near the top it is never a hidden focus stop. From the
// `lg` width it floats in the bottom-right corner, beside the content; below it, it is docked at
// the footer's end (its `data-scroll-top-dock`), where it covers nothing (decision 056).
import {
  RING_LENGTH,
  RING_RADIUS,
  readProgress,
  ringOffset,
  scrollToTop,
} from '../browser/scroll-progress';

const BUTTON_CLASS =
  'relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-inverse-bg text-inverse-fg shadow-pop ring-1 ring-border-strong transition-[opacity,translate] hover:text-inverse-accent motion-safe:duration-300 lg:fixed lg:right-6 lg:bottom-6 lg:z-30 starting:translate-y-2 starting:opacity-0';
const circle = (className: string, extra: string) =>
  `<circle cx="24" cy="24" r="${RING_RADIUS}" fill="none" stroke-width="2.5" class="${className}"${extra}></circle>`;
// The arrow is Lucide's arrow-up.
const BUTTON_HTML =
  '<svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" class="absolute inset-0 size-full -rotate-90">' +
  circle('stroke-inverse-muted/30', '') +
  circle(
    'stroke-inverse-accent',
    ` stroke-linecap="round" stroke-dasharray="${RING_LENGTH}" data-scroll-ring=""`,
  ) +
  '</svg><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="relative size-5"><path d="m5 12 7-7 7 7"></path><path d="M12 19V5"></path></svg>';

export function start(): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', 'Scroll to top');
  button.className = BUTTON_CLASS;
  button.innerHTML = BUTTON_HTML;
  button.addEventListener('click', scrollToTop);
  const ring = button.querySelector('[data-scroll-ring]');
  let frame = 0;
  const update = () => {
    frame = 0;
    const progress = readProgress();
    if (progress === null) {
      button.remove();
      return;
    }
    ring?.setAttribute('stroke-dashoffset', String(ringOffset(progress)));
    if (!button.isConnected) {
      (document.querySelector('[data-scroll-top-dock]') ?? document.body).append(button);
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule);
}

// The custom cursor on a page without React (docs/decisions/047): a decorative ring that trails
// the pointer, for a mouse only, when the visitor wants it and motion is welcome; the native
// cursor always stays. It has no server markup: this adds the ring.
import { readCursorPreference, watchCursorPreference } from '../browser/cursor-preference';

const INTERACTIVE = 'a, button, [role="switch"], input, select, textarea, label, summary';
/** Share of the remaining distance the ring covers each frame: a soft trailing follow. */
const EASE = 0.22;
const RING_CLASS =
  'pointer-events-none fixed top-0 left-0 z-50 size-9 -translate-1/2 rounded-full border-2 border-accent opacity-0 transition-[opacity,width,height,background-color] duration-200 data-[active=true]:size-14 data-[active=true]:bg-accent/15 data-[visible=true]:opacity-100';

const finePointer = matchMedia('(hover: hover) and (pointer: fine)');
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

let stop: (() => void) | null = null;
let watching = false;

function follow(): () => void {
  const ring = document.createElement('div');
  ring.setAttribute('aria-hidden', 'true');
  ring.dataset.visible = 'false';
  ring.className = RING_CLASS;
  document.body.append(ring);
  let frame = 0;
  let current = { x: 0, y: 0 };
  let target = { x: 0, y: 0 };
  const draw = () => {
    current = {
      x: current.x + (target.x - current.x) * EASE,
      y: current.y + (target.y - current.y) * EASE,
    };
    ring.style.transform = `translate3d(${current.x}px, ${current.y}px, 0)`;
    const isSettled = Math.abs(target.x - current.x) + Math.abs(target.y - current.y) < 0.3;
    frame = isSettled ? 0 : requestAnimationFrame(draw);
  };
  const handleMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    target = { x: event.clientX, y: event.clientY };
    if (ring.dataset.visible !== 'true') {
      current = target;
      ring.dataset.visible = 'true';
    }
    const element = event.target instanceof Element ? event.target : null;
    ring.dataset.active = String(Boolean(element?.closest(INTERACTIVE)));
    if (!frame) frame = requestAnimationFrame(draw);
  };
  const handleLeave = () => {
    ring.dataset.visible = 'false';
  };
  addEventListener('pointermove', handleMove, { passive: true });
  document.documentElement.addEventListener('pointerleave', handleLeave);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('pointermove', handleMove);
    document.documentElement.removeEventListener('pointerleave', handleLeave);
    ring.remove();
  };
}

/** Shows or removes the ring as the preference and the media queries say. */
function update() {
  const wanted = readCursorPreference() && finePointer.matches && !reducedMotion.matches;
  if (wanted && !stop) stop = follow();
  else if (!wanted && stop) {
    stop();
    stop = null;
  }
}

/** Starts the ring when wanted, and follows the preference and media queries from then on. */
export function startWhenWanted(): void {
  if (watching) return;
  watching = true;
  update();
  watchCursorPreference(update);
  finePointer.addEventListener('change', update);
  reducedMotion.addEventListener('change', update);
}

import { useEffect, useRef } from 'react';

const INTERACTIVE = 'a, button, [role="switch"], input, select, textarea, label, summary';
/** Share of the remaining distance the ring covers each frame: a soft trailing follow. */
const EASE = 0.22;

/** The ring itself: follows the pointer and grows over interactive elements. */
export function CursorRing() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ring = ref.current;
    if (!ring) return;
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

    window.addEventListener('pointermove', handleMove, { passive: true });
    document.documentElement.addEventListener('pointerleave', handleLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', handleMove);
      document.documentElement.removeEventListener('pointerleave', handleLeave);
    };
  }, []);

  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-visible="false"
      className="pointer-events-none fixed top-0 left-0 z-50 size-9 -translate-1/2 rounded-full border-2 border-accent opacity-0 transition-[opacity,width,height,background-color] duration-200 data-[active=true]:size-14 data-[active=true]:bg-accent/15 data-[visible=true]:opacity-100"
    />
  );
}

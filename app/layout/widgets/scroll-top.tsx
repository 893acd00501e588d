import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD } from './scroll-top-gate';

export { SCROLL_TOP_THRESHOLD };

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Share of the page scrolled, or null while within the threshold. */
function readProgress(): number | null {
  const y = window.scrollY;
  if (y <= SCROLL_TOP_THRESHOLD) return null;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? Math.min(1, Math.round((y / max) * 200) / 200) : 1;
}

/**
 * A floating "Scroll to top" button with a ring showing how far down the page
 * the visitor is. It is not rendered at all near the top, so it is never a
 * hidden focus stop.
 */
export function ScrollTop() {
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setProgress(readProgress());
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  if (progress === null) return null;

  const handleClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the content, like the skip link.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={handleClick}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-inverse-bg text-inverse-fg shadow-pop ring-1 ring-border-strong transition-[opacity,translate] hover:text-inverse-accent motion-safe:duration-300 sm:right-6 sm:bottom-6 starting:translate-y-2 starting:opacity-0"
    >
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 size-full -rotate-90"
      >
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          strokeWidth="2.5"
          className="stroke-inverse-muted/30"
        />
        <circle
          cx="24"
          cy="24"
          r={RADIUS}
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          className="stroke-inverse-accent"
        />
      </svg>
      <ArrowUp aria-hidden="true" className="relative size-5" />
    </button>
  );
}

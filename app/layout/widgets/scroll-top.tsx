import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  RING_LENGTH,
  RING_RADIUS,
  readProgress,
  ringOffset,
  SCROLL_TOP_THRESHOLD,
  scrollToTop,
} from '../../browser/scroll-progress';

export { SCROLL_TOP_THRESHOLD };

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
  return <ScrollTopButton progress={progress} onClick={scrollToTop} />;
}

/** Props of {@link ScrollTopButton}. */
export interface ScrollTopButtonProps {
  /** Share of the page scrolled, 0 to 1. */
  progress: number;
  onClick?: () => void;
}

/** The button itself; the island of pages without React (app/islands/scroll-top.ts) draws the same. */
export function ScrollTopButton({ progress, onClick }: ScrollTopButtonProps) {
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={onClick}
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
          r={RING_RADIUS}
          fill="none"
          strokeWidth="2.5"
          className="stroke-inverse-muted/30"
        />
        <circle
          cx="24"
          cy="24"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={ringOffset(progress)}
          className="stroke-inverse-accent"
        />
      </svg>
      <ArrowUp aria-hidden="true" className="relative size-5" />
    </button>
  );
}

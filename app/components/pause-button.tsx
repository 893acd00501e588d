import { Pause, Play } from 'lucide-react';
import { pauseLabel } from '../browser/marquee';

/** Props of {@link PauseButton}. */
export interface PauseButtonProps {
  /** What moves, used in the accessible name, e.g. "project ticker". */
  label: string;
  /** Draw for a dark background. */
  isInverse?: boolean;
  className?: string;
}

/**
 * Pause/play for moving content (WCAG 2.2.2). Hidden when the visitor prefers
 * reduced motion, because nothing moves then. It holds both icons; carousel.css shows the one
 * its `data-paused` asks for, so the marquee island (app/islands/marquee.ts) switches one
 * attribute. Rendered as the page starts: moving, so it offers to pause.
 */
export function PauseButton({ label, isInverse = false, className = '' }: PauseButtonProps) {
  const tone = isInverse
    ? 'border-inverse-fg/60 text-inverse-fg hover:bg-inverse-fg hover:text-inverse-bg'
    : 'border-border-strong text-fg hover:border-accent hover:bg-accent hover:text-on-accent';
  return (
    <button
      type="button"
      aria-label={pauseLabel(label, false)}
      data-paused="false"
      data-pause-label={label}
      className={`grid size-11 shrink-0 place-items-center rounded-full border-2 transition-colors motion-reduce:hidden ${tone} ${className}`}
    >
      <Play aria-hidden="true" className="size-5" />
      <Pause aria-hidden="true" className="size-5" />
    </button>
  );
}

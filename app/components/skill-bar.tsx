import { useEffect, useRef, useState } from 'react';
import {
  FILL_GROWING_CLASSES,
  FILL_WAITING_CLASS,
  isBelowFold,
  prefersReducedMotion,
} from '../browser/reveal-motion';
import { useInView } from '../browser/use-in-view';

/** Props of {@link SkillBar}. */
export interface SkillBarProps {
  label: string;
  /** 0–100. */
  percent: number;
  /** Draw for a dark background. */
  isInverse?: boolean;
}

/**
 * A labelled percentage with a decorative bar. The text carries the value;
 * the bar is full-length in the pre-rendered HTML and only grows from empty
 * when it starts below the fold and motion is allowed. On a page with islands (decision 047)
 * app/islands/skill-bar.ts does the same to the server's markup.
 */
export function SkillBar({ label, percent, isInverse = false }: SkillBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isInView = useInView(ref);
  const [phase, setPhase] = useState<'static' | 'waiting' | 'filled'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    if (isBelowFold(element)) setPhase('waiting');
  }, []);

  useEffect(() => {
    if (phase !== 'waiting' || !isInView) return;
    // Two frames so the empty state paints before the transition starts.
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setPhase('filled')));
    return () => cancelAnimationFrame(frame);
  }, [phase, isInView]);

  const track = isInverse ? 'bg-inverse-surface' : 'bg-surface-muted';
  // The fill is an SVG rect: its width is an attribute, not an inline style the site's
  // Content-Security-Policy would block. It grows by transform from its left edge.
  const motion =
    phase === 'waiting'
      ? FILL_WAITING_CLASS
      : phase === 'filled'
        ? FILL_GROWING_CLASSES.join(' ')
        : '';
  return (
    <div ref={ref} className="flex flex-col gap-2" data-skill={label} data-island="skill-bar">
      <p
        className={`flex justify-between font-semibold ${isInverse ? 'text-inverse-fg' : 'text-fg'}`}
      >
        <span>{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
      <svg aria-hidden="true" className={`block h-2.5 w-full rounded-full ${track}`}>
        <rect
          width={`${percent}%`}
          height="100%"
          rx="5"
          className={`origin-left fill-accent ${motion}`}
          data-fill={percent}
        />
      </svg>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useInView } from '../lib/use-in-view';

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
 * when it starts below the fold and motion is allowed.
 */
export function SkillBar({ label, percent, isInverse = false }: SkillBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isInView = useInView(ref);
  const [phase, setPhase] = useState<'static' | 'waiting' | 'filled'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top > window.innerHeight) setPhase('waiting');
  }, []);

  useEffect(() => {
    if (phase !== 'waiting' || !isInView) return;
    // Two frames so the empty state paints before the transition starts.
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setPhase('filled')));
    return () => cancelAnimationFrame(frame);
  }, [phase, isInView]);

  const scale = phase === 'waiting' ? 0 : percent / 100;
  const track = isInverse ? 'bg-inverse-surface' : 'bg-surface-muted';
  return (
    <div ref={ref} className="flex flex-col gap-2" data-skill={label}>
      <p
        className={`flex justify-between font-semibold ${isInverse ? 'text-inverse-fg' : 'text-fg'}`}
      >
        <span>{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
      <div aria-hidden="true" className={`h-2.5 overflow-hidden rounded-full ${track}`}>
        <div
          className={`h-full origin-left rounded-full bg-accent ${phase === 'filled' ? 'motion-safe:transition-transform motion-safe:duration-1000 ease-out' : ''}`}
          style={{ transform: `scaleX(${scale})` }}
          data-fill={percent}
        />
      </div>
    </div>
  );
}

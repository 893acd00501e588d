import { useEffect, useRef, useState } from 'react';
import { useInView } from '../lib/use-in-view';

/** Props of {@link AnimatedNumber}. */
export interface AnimatedNumberProps {
  value: number;
  /** Text after the number, e.g. "+", "k" or "%". */
  suffix?: string;
  /** Animation length in ms. */
  durationMs?: number;
  className?: string;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up when it scrolls into view. The final value is in
 * the pre-rendered HTML and is what assistive technology reads; the count-up
 * only runs for numbers still below the fold, and never under reduced motion.
 */
export function AnimatedNumber({
  value,
  suffix = '',
  durationMs = 1600,
  className,
}: AnimatedNumberProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const [willAnimate, setWillAnimate] = useState(false);
  const isInView = useInView(ref);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top > window.innerHeight) {
      setWillAnimate(true);
      setShown(0);
    }
  }, []);

  useEffect(() => {
    if (!willAnimate || !isInView) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setShown(Math.round(easeOut(progress) * value));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [willAnimate, isInView, value, durationMs]);

  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" className="tabular-nums">
        {shown}
        {suffix}
      </span>
      <span className="sr-only">
        {value}
        {suffix}
      </span>
    </span>
  );
}

import { useEffect, useRef, useState } from 'react';
import { countUp, prefersReducedMotion, wasOffScreenAtFirstPaint } from '../browser/reveal-motion';
import { useInView } from '../browser/use-in-view';

/** Props of {@link AnimatedNumber}. */
export interface AnimatedNumberProps {
  value: number;
  /** Text after the number, e.g. "+", "k" or "%". */
  suffix?: string;
  /** Animation length in ms. */
  durationMs?: number;
  className?: string;
}

/**
 * Whether a number that has just hydrated should still count up: yes unless the visitor has
 * already watched it sit still (app/browser/reveal-motion.ts decides, as for the island).
 */
export function shouldCountUp(element: Element): boolean {
  return wasOffScreenAtFirstPaint(element);
}

/**
 * A number that counts up when it scrolls into view. The final value is in
 * the pre-rendered HTML and is what assistive technology reads; the count-up
 * only runs for numbers still below the fold, and never under reduced motion. On a page with
 * islands (decision 047) app/islands/counter.ts does the same from the data-* attributes.
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
    if (!element || prefersReducedMotion()) return;
    if (shouldCountUp(element)) {
      setWillAnimate(true);
      setShown(0);
    }
  }, []);

  useEffect(() => {
    if (!willAnimate || !isInView) return;
    return countUp(value, durationMs, setShown);
  }, [willAnimate, isInView, value, durationMs]);

  return (
    <span
      ref={ref}
      className={className}
      data-counter=""
      data-island="counter"
      data-value={value}
      data-suffix={suffix || undefined}
      data-duration-ms={durationMs}
    >
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

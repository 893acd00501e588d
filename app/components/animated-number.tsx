import { useEffect, useRef, useState } from 'react';
import { FIRST_PAINT_ATTR } from '../browser/early-taps';
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

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Whether a number that has just hydrated should still count up: yes unless the visitor has
 * already watched it sit still. The early-taps script notes where each number was at first
 * paint (FIRST_PAINT_ATTR); one that was off screen then counts up when reached, also when a jump (End, a
 * fling, an anchor) put it on screen before its block hydrated. Without that mark (a
 * client-side navigation), only numbers below the fold count up.
 */
export function shouldCountUp(element: Element): boolean {
  const atFirstPaint = element.getAttribute(FIRST_PAINT_ATTR);
  if (atFirstPaint) return atFirstPaint === 'off-screen';
  return element.getBoundingClientRect().top > window.innerHeight;
}

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
    if (shouldCountUp(element)) {
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
    <span ref={ref} className={className} data-counter="">
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

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
 * A number that counts up when it scrolls into view. The final value is in
 * the pre-rendered HTML and is what assistive technology reads; the counter island
 * (app/islands/counter.ts) counts it up from the data-* attributes, only for a number off
 * screen at first paint, and never under reduced motion.
 */
export function AnimatedNumber({
  value,
  suffix = '',
  durationMs = 1600,
  className,
}: AnimatedNumberProps) {
  return (
    <span
      className={className}
      data-counter=""
      data-island="counter"
      data-value={value}
      data-suffix={suffix || undefined}
      data-duration-ms={durationMs}
    >
      <span aria-hidden="true" className="tabular-nums">
        {value}
        {suffix}
      </span>
      <span className="sr-only">
        {value}
        {suffix}
      </span>
    </span>
  );
}

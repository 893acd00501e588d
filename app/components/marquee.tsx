import type { FocusEvent, ReactNode } from 'react';
import { restoreRowOnLeave } from '../browser/marquee';

/** Seconds for one loop; styles/marquee.css holds one rule per value (no inline style). */
export type MarqueeDuration = 30 | 36 | 40;

/** Props of {@link Marquee}. */
export interface MarqueeProps<T> {
  /** Accessible name of the list, e.g. "Portfolio projects". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Scroll right-to-left (forward) or left-to-right (reverse). */
  direction?: 'forward' | 'reverse';
  /** Stopped by the visitor's pause control. */
  isPaused?: boolean;
  /** Seconds for one full loop. */
  durationSeconds?: MarqueeDuration;
  /** Copies per half of the loop; raise it when one copy is narrower than wide screens. */
  repeat?: number;
  className?: string;
}

/**
 * A row that scrolls sideways forever (CSS only, see styles/marquee.css). Only
 * the first copy is real: the others exist to close the loop and are hidden
 * from assistive technology and inert, so each link is read and focused once.
 */
export function Marquee<T>({
  label,
  items,
  getKey,
  renderItem,
  direction = 'forward',
  isPaused = false,
  durationSeconds = 40,
  repeat = 1,
  className = '',
}: MarqueeProps<T>) {
  // Keyboard focus may scroll the row to reveal a link; restore it when focus leaves.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) =>
    restoreRowOnLeave(event.currentTarget, event.relatedTarget);
  const copies = Array.from({ length: repeat * 2 }, (_, index) => index);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the blur handler only resets scrolling, it adds no interaction
    <div
      className={`marquee overflow-hidden ${className}`}
      data-duration={durationSeconds}
      data-direction={direction}
      data-paused={isPaused ? '' : undefined}
      onBlur={handleBlur}
    >
      <div className="marquee-track">
        {copies.map((copy) => {
          const isDuplicate = copy > 0;
          return (
            <ul
              key={copy}
              className="marquee-copy flex shrink-0 items-center"
              aria-label={isDuplicate ? undefined : label}
              aria-hidden={isDuplicate || undefined}
              inert={isDuplicate}
            >
              {items.map((item) => (
                <li key={getKey(item)} className="flex shrink-0 items-center">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          );
        })}
      </div>
    </div>
  );
}

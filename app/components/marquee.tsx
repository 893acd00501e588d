import type { ReactNode } from 'react';

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
 * The marquee island (app/islands/marquee.ts) pauses it (`data-paused`) and returns it to its
 * start when keyboard focus leaves it.
 */
export function Marquee<T>({
  label,
  items,
  getKey,
  renderItem,
  direction = 'forward',
  durationSeconds = 40,
  repeat = 1,
  className = '',
}: MarqueeProps<T>) {
  const copies = Array.from({ length: repeat * 2 }, (_, index) => index);
  return (
    <div
      className={`marquee overflow-hidden ${className}`}
      data-duration={durationSeconds}
      data-direction={direction}
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

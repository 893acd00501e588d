import { AnimatedNumber } from '../components/animated-number';
import type { Counter } from '../content/types';

/** Props of {@link CountersBand}. */
export interface CountersBandProps {
  counters: readonly Counter[];
  /** Heading for assistive technology (visually hidden). */
  title?: string;
  /** Heading id, unique on the page. */
  headingId?: string;
}

/** A dark band of big statistics that count up when scrolled into view. */
export function CountersBand({
  counters,
  title = 'Our work in numbers',
  headingId = 'counters-heading',
}: CountersBandProps) {
  // The office hid every counter: no empty band.
  if (counters.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden bg-inverse-bg py-16 text-inverse-fg md:py-20"
    >
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      <ul className="container-site grid grid-cols-2 gap-y-10 lg:grid-cols-4">
        {counters.map((counter) => (
          <li
            key={counter.label}
            className="flex flex-col items-center gap-2 border-inverse-muted/25 px-4 text-center lg:border-l lg:first:border-l-0"
          >
            <AnimatedNumber
              value={counter.value}
              suffix={counter.suffix}
              className="text-5xl font-bold leading-none tracking-tight text-inverse-accent md:text-6xl"
            />
            <span className="text-sm font-semibold uppercase tracking-[0.14em] text-inverse-muted">
              {counter.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

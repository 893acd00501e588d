import { Asterisk } from 'lucide-react';
import { Link } from 'react-router';
import { AnimatedNumber } from '../../components/animated-number';
import { Marquee } from '../../components/marquee';
import { PauseButton } from '../../components/pause-button';
import type { Counter } from '../../content/types';

/** A category link in the scrolling rows. */
export interface CategoryLink {
  label: string;
  to: string;
}

/** Props of {@link ConsultingSection}. */
export interface ConsultingSectionProps {
  /** The figure beside the heading (null: the office hid it). */
  counter: Counter | null;
  heading: string;
  text: string;
  /** Category links, split over two rows scrolling in opposite directions. */
  categories: readonly CategoryLink[];
  headingId?: string;
}

/** Years of consulting beside the sectors we build for, in two scrolling rows. */
export function ConsultingSection({
  counter,
  heading,
  text,
  categories,
  headingId = 'consulting-heading',
}: ConsultingSectionProps) {
  const half = Math.ceil(categories.length / 2);
  const rows = [categories.slice(0, half), categories.slice(half)];
  return (
    <section
      aria-labelledby={headingId}
      className="section overflow-hidden bg-inverse-bg text-inverse-fg"
      data-section="consulting"
      // app/islands/marquee.ts pauses the rows.
      data-island="marquee"
    >
      <div
        className={`container-site grid items-end gap-8 lg:gap-14 ${counter ? 'lg:grid-cols-[auto_1fr_auto]' : 'lg:grid-cols-[1fr_auto]'}`}
      >
        {counter && (
          <p className="flex items-start gap-4">
            <AnimatedNumber
              value={counter.value}
              suffix={counter.suffix}
              className="text-8xl font-bold leading-none tracking-tight text-inverse-accent md:text-9xl"
            />
            <span className="max-w-32 pt-2 font-semibold uppercase tracking-wider text-inverse-muted">
              {counter.label}
            </span>
          </p>
        )}
        <div className="flex flex-col gap-3">
          <h2 id={headingId} className="text-h2">
            {heading}
          </h2>
          <p className="max-w-2xl text-lg text-inverse-muted">{text}</p>
        </div>
        <PauseButton label="sector rows" isInverse />
      </div>
      <div className="mt-12 flex flex-col gap-4 md:mt-16">
        {rows.map((row, index) => (
          <Marquee
            key={row[0]?.label ?? index}
            label={`Sectors, row ${index + 1}`}
            items={row}
            getKey={(item) => item.label}
            direction={index === 0 ? 'forward' : 'reverse'}
            durationSeconds={30}
            repeat={3}
            className="border-y border-inverse-surface py-3"
            renderItem={(item) => (
              <>
                <Link
                  to={item.to}
                  className="px-4 text-4xl font-bold uppercase tracking-tight text-inverse-fg transition-colors hover:text-inverse-accent focus-visible:outline-inverse-accent md:px-8 md:text-7xl"
                >
                  {item.label}
                </Link>
                <Asterisk
                  aria-hidden="true"
                  className="size-8 shrink-0 text-inverse-accent md:size-12"
                  strokeWidth={2.5}
                />
              </>
            )}
          />
        ))}
      </div>
    </section>
  );
}

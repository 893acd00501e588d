import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Picture } from '../../components/picture';
import type { Award } from '../../content/types';

/** Props of {@link AwardsList}. */
export interface AwardsListProps {
  awards: readonly Award[];
  headingId?: string;
  /** Index of the award shown first; the spec's default is the second. */
  defaultActive?: number;
}

/**
 * Awards as a list beside one picture. Hovering, focusing or pressing an award
 * makes it active (aria-pressed) and shows its picture, so keyboard and touch
 * visitors get the same swap as mouse users.
 */
export function AwardsList({
  awards,
  headingId = 'awards-heading',
  defaultActive = 1,
}: AwardsListProps) {
  const [active, setActive] = useState(defaultActive);
  const current = awards[active] ?? awards[0];
  if (!current) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="section bg-inverse-bg text-inverse-fg"
      data-section="awards"
    >
      <div className="container-site grid items-center gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div className="flex flex-col gap-8">
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.18em] text-inverse-accent">
              <span aria-hidden="true" className="h-0.5 w-8 bg-inverse-accent" />
              Awards
            </p>
            <h2 id={headingId} className="text-h2">
              Recognised for quality and safety
            </h2>
          </div>
          <ul className="flex flex-col border-t border-inverse-surface">
            {awards.map((award, index) => {
              const isActive = index === active;
              return (
                <li key={award.year} className="border-b border-inverse-surface">
                  <button
                    type="button"
                    onPointerEnter={() => setActive(index)}
                    onFocus={() => setActive(index)}
                    onClick={() => setActive(index)}
                    aria-pressed={isActive}
                    data-active={isActive ? '' : undefined}
                    className={`grid w-full text-left grid-cols-[4.5rem_1fr] items-center gap-4 px-2 py-5 transition-colors sm:grid-cols-[6rem_1fr_auto] md:px-4 ${
                      isActive ? 'bg-inverse-surface' : 'hover:bg-inverse-surface/60'
                    }`}
                  >
                    <span
                      className={`text-2xl font-bold tabular-nums md:text-3xl ${isActive ? 'text-inverse-accent' : 'text-inverse-muted'}`}
                    >
                      {award.year}
                    </span>
                    <span className="text-lg font-semibold">{award.title}</span>
                    <span className="col-start-2 text-inverse-muted sm:col-start-3">
                      {award.location}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <figure
          className="overflow-hidden rounded-lg bg-inverse-surface shadow-pop"
          data-award-picture={current.year}
        >
          <Picture
            image={current.image}
            sizes="(min-width: 1024px) 35vw, 100vw"
            className="aspect-[4/3] h-auto w-full object-cover"
          />
          <figcaption className="flex items-center gap-2 px-5 py-4 text-inverse-muted">
            <Trophy aria-hidden="true" className="size-5 text-inverse-accent" />
            {current.title}, {current.year}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

import { Trophy } from 'lucide-react';
import { Picture } from '../../components/picture';
import type { Award } from '../../content/types';
import { awardButtonClass, awardYearClass } from '../../lib/awards-list-classes';

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
 * visitors get the same swap as mouse users. Every award's picture and caption are in the
 * HTML, all but the active one hidden (their images load lazily, when shown): the awards list
 * island (app/islands/awards-list.ts) swaps them.
 */
export function AwardsList({
  awards,
  headingId = 'awards-heading',
  defaultActive: active = 1,
}: AwardsListProps) {
  const current = awards[active] ?? awards[0];
  if (!current) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="section bg-inverse-bg text-inverse-fg"
      data-section="awards"
      data-island="awards-list"
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
                    aria-pressed={isActive}
                    data-active={isActive ? '' : undefined}
                    data-award={award.year}
                    className={awardButtonClass(isActive)}
                  >
                    <span className={awardYearClass(isActive)} data-award-year="">
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
          {awards.map((award) => (
            <div key={award.year} hidden={award !== current} data-award-image={award.year}>
              <Picture
                image={award.image}
                sizes="(min-width: 1024px) 35vw, 100vw"
                className="aspect-[4/3] h-auto w-full object-cover"
              />
            </div>
          ))}
          <figcaption className="flex items-center gap-2 px-5 py-4 text-inverse-muted">
            <Trophy aria-hidden="true" className="size-5 text-inverse-accent" />
            {awards.map((award) => (
              <span key={award.year} hidden={award !== current} data-award-caption={award.year}>
                {award.title}, {award.year}
              </span>
            ))}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

import { AnimatedNumber } from '../../components/animated-number';
import { site } from '../../content/site';

/** A statistic shown in the band. */
export interface StatItem {
  value: number;
  suffix: string;
  label: string;
}

/** Props of {@link StatsBand}. */
export interface StatsBandProps {
  /** The headline figure, shown first and larger (null: the office hid it). */
  highlight: StatItem | null;
  stats: readonly StatItem[];
  headingId?: string;
}

/** The company in numbers on a dark band; numbers count up when scrolled into view. */
export function StatsBand({ highlight, stats, headingId = 'stats-heading' }: StatsBandProps) {
  if (!highlight && stats.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="bg-inverse-bg py-14 text-inverse-fg md:py-20"
      data-section="stats"
    >
      <h2 id={headingId} className="sr-only">
        Our work in numbers
      </h2>
      <div
        className={`container-site grid gap-10 lg:items-center ${highlight ? 'lg:grid-cols-[1fr_2fr]' : ''}`}
      >
        {highlight && (
          <div className="flex flex-col gap-2 border-inverse-surface lg:border-r lg:pr-10">
            <AnimatedNumber
              value={highlight.value}
              suffix={highlight.suffix}
              className="text-7xl font-bold tracking-tight text-inverse-accent md:text-8xl"
            />
            <p className="text-lg font-semibold">{highlight.label}</p>
            <p className="text-inverse-muted">
              Homes, offices and public buildings delivered across the region since{' '}
              {site.foundedYear}.
            </p>
          </div>
        )}
        {stats.length > 0 && (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-inverse-muted">{stat.label}</dt>
                <dd className="text-4xl font-bold tracking-tight md:text-5xl">
                  <AnimatedNumber value={stat.value} suffix={stat.suffix} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

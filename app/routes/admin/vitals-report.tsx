import { CircleAlert, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { RouteVitals } from '../../../server/store/vitals';
import type { MetricName } from '../../vitals/payload';
import { formatMetric, type Rating, rate, THRESHOLDS } from '../../vitals/thresholds';

/** Props of {@link VitalsReport}. */
export interface VitalsReportProps {
  routes: readonly RouteVitals[];
  days: number;
}

const METRICS: { name: MetricName; label: string }[] = [
  { name: 'LCP', label: 'Largest contentful paint' },
  { name: 'INP', label: 'Interaction to next paint' },
  { name: 'CLS', label: 'Cumulative layout shift' },
  { name: 'TTFB', label: 'Time to first byte' },
];

const RATINGS: Record<Rating, { label: string; Icon: LucideIcon; className: string }> = {
  good: { label: 'Good', Icon: CircleCheck, className: 'border-border-strong text-fg' },
  'needs-improvement': {
    label: 'Needs improvement',
    Icon: CircleAlert,
    className: 'border-accent-text text-accent-text',
  },
  poor: { label: 'Poor', Icon: CircleX, className: 'border-fg bg-inverse-bg text-inverse-fg' },
};

/** Each route's 75th percentiles beside the "good" limits, the rating in words and an icon. */
export function VitalsReport({ routes, days }: VitalsReportProps) {
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <p className="max-w-3xl text-fg-muted">
          How fast pages were for real visitors over the last {days} days: the 75th percentile
          (three visits in four were at least this fast) of each measure, per route.
        </p>
        <Link to="/admin" className="font-semibold text-link underline underline-offset-4">
          Back to the inbox
        </Link>
      </div>
      {routes.length === 0 ? (
        <p className="text-lg text-fg">
          No reports yet. Browsers send them as visitors leave a page on this server.
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {routes.map((route) => (
            <li key={route.route}>
              <RouteCard route={route} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function RouteCard({ route }: { route: RouteVitals }) {
  const titleId = `vitals-${route.route.replace(/[^\w-]/g, '_')}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-card"
      data-route={route.route}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="break-all text-h3 text-fg">
          {route.route === '/*' ? '/* (not found)' : route.route}
        </h2>
        <p className="text-sm text-fg-muted">
          {route.samples === 1 ? '1 page view' : `${route.samples} page views`}
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-5 lg:grid-cols-4">
        {METRICS.map(({ name, label }) => {
          const metric = route.metrics[name];
          return (
            <div key={name} className="flex flex-col gap-1" data-metric={name}>
              <dt className="text-sm font-semibold text-fg">
                <abbr title={label}>{name}</abbr> <span className="sr-only">({label})</span>
              </dt>
              <dd className="flex flex-col gap-1">
                {metric ? (
                  <>
                    <span className="text-xl font-bold text-fg">
                      {formatMetric(name, metric.p75)}
                    </span>
                    <RatingBadge rating={rate(name, metric.p75)} />
                    <span className="text-sm text-fg-muted">
                      Good ≤ {formatMetric(name, THRESHOLDS[name].good)} · {metric.count}{' '}
                      {metric.count === 1 ? 'value' : 'values'}
                    </span>
                  </>
                ) : (
                  <span className="text-fg-muted">No values yet</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}

function RatingBadge({ rating }: { rating: Rating }) {
  const { label, Icon, className } = RATINGS[rating];
  return (
    <span
      className={`inline-flex w-fit items-center gap-1.5 rounded-sm border px-2 py-0.5 text-sm font-semibold ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

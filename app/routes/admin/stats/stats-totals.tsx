import type { StatsTotals as Totals } from '../../../../server/stats/report-types';
import { count, percent } from './stats-format';

/** The period's totals: views, visitors, visits, enquiries and the conversion rate. */
export function StatsTotals({ totals }: { totals: Totals }) {
  const items = [
    { label: 'Page views', value: count(totals.views) },
    { label: 'Visitors', value: count(totals.visitors), hint: 'summed per day' },
    { label: 'Visits', value: count(totals.visits) },
    { label: 'Enquiries', value: count(totals.enquiries) },
    {
      label: 'Conversion rate',
      value: percent(totals.rate, totals.visits),
      hint: 'enquiries per visit',
    },
  ];
  return (
    <section aria-labelledby="stats-totals">
      <h2 id="stats-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4 shadow-card"
            data-total={item.label}
          >
            <dt className="text-sm font-semibold text-fg-muted">{item.label}</dt>
            <dd className="text-h3 text-fg">{item.value}</dd>
            {item.hint && <dd className="text-xs text-fg-muted">{item.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

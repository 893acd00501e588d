import type { DayPoint } from '../../../../server/stats/report-types';
import { BUCKET_WORDS, chartPoints, chartSummary, pointWords } from './chart-data';
import type { ChartSize } from './chart-geometry';
import { ChartSvg } from './chart-svg';
import { count } from './stats-format';
import type { Bucket } from './stats-period';

/**
 * One drawing per screen width, so the labels stay legible: the SVG scales with its box, and
 * its text with it. The one for the present width shows; the others are display: none.
 */
const SIZES: { size: ChartSize; className: string }[] = [
  { size: { width: 320, height: 220, font: 13, xTicks: 4 }, className: 'sm:hidden' },
  {
    size: { width: 720, height: 280, font: 13, xTicks: 7 },
    className: 'hidden sm:block xl:hidden',
  },
  { size: { width: 1120, height: 340, font: 14, xTicks: 10 }, className: 'hidden xl:block' },
];

/** A legend swatch: the line's own stroke and marker, as on the chart. */
function Swatch({ line }: { line: 'visitors' | 'enquiries' }) {
  const isVisitors = line === 'visitors';
  return (
    <svg aria-hidden="true" viewBox="0 0 36 12" className="h-3 w-9 shrink-0">
      <path
        d="M1 6H35"
        className={isVisitors ? 'stroke-link' : 'stroke-accent-text'}
        strokeWidth={2.5}
        strokeDasharray={isVisitors ? undefined : '7 4.5'}
      />
      {isVisitors ? (
        <circle cx={18} cy={6} r={3.5} className="fill-surface stroke-link" strokeWidth={2} />
      ) : (
        <rect x={14} y={2} width={8} height={8} className="fill-accent-text" />
      )}
    </svg>
  );
}

/** Visitors and enquiries over the period: legend, chart, and the same numbers as a table. */
export function VisitorsChart({ series, bucket }: { series: readonly DayPoint[]; bucket: Bucket }) {
  const points = chartPoints(series, bucket);
  const summary = chartSummary(points, bucket);
  return (
    <section
      aria-labelledby="stats-chart"
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="stats-chart" className="text-h3 text-fg">
          Visitors and enquiries, {BUCKET_WORDS[bucket]}
        </h2>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg" aria-label="Legend">
          <li className="flex items-center gap-2">
            <Swatch line="visitors" /> Visitors <span className="text-fg-muted">(left scale)</span>
          </li>
          <li className="flex items-center gap-2">
            <Swatch line="enquiries" /> Enquiries{' '}
            <span className="text-fg-muted">(right scale)</span>
          </li>
        </ul>
      </div>
      {SIZES.map(({ size, className }) => (
        <ChartSvg
          key={size.width}
          points={points}
          bucket={bucket}
          size={size}
          summary={summary}
          className={className}
        />
      ))}
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-link underline underline-offset-4">
          The chart’s numbers as a table
        </summary>
        <div>
          <table className="w-full text-left">
            <caption className="sr-only">{summary}</caption>
            <thead className="bg-surface-muted text-fg">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {bucket === 'day' ? 'Day' : bucket === 'week' ? 'Week' : 'Month'}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Visitors
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Enquiries
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.start} className="border-t border-border">
                  <th scope="row" className="px-3 py-1.5 font-normal text-fg">
                    {pointWords(point, bucket)}
                  </th>
                  <td className="px-3 py-1.5 text-right text-fg">{count(point.visitors)}</td>
                  <td className="px-3 py-1.5 text-right text-fg">{count(point.enquiries)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

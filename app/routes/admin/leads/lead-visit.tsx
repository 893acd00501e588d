import type { VisitPage } from '../../../../server/stats/report-types';
import { cachedFormatter } from '../../../lib/clock-text';

/** "15:04" on the company's clock. */
const clock = (iso: string, timeZone: string) =>
  cachedFormatter(`visit ${timeZone}`, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/**
 * The pages of the visit the lead was sent from, that day (issue 20): when, which page, and
 * which pages began a visit; or why that is not known.
 */
export function LeadVisit({ pages, timeZone }: { pages: readonly VisitPage[]; timeZone: string }) {
  return (
    <section aria-labelledby="lead-visit" className="mt-6 flex flex-col gap-3">
      <h2 id="lead-visit" className="text-h3 text-fg">
        Visit
      </h2>
      {pages.length === 0 ? (
        <p className="text-fg-muted">
          Not known: the browser asked not to be tracked, or the visit is more than 30 days old
          (page views are kept 30 days).
        </p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            The pages this visitor saw on the day they wrote, on the company’s clock.
          </p>
          <ol className="flex flex-col gap-1 text-sm">
            {pages.map((page) => (
              <li key={`${page.at} ${page.path}`} className="flex flex-wrap items-baseline gap-x-3">
                <time dateTime={page.at} className="w-12 shrink-0 text-fg-muted tabular-nums">
                  {clock(page.at, timeZone)}
                </time>
                <span className="min-w-0 break-all text-fg">{page.path}</span>
                {page.entry && (
                  <span className="rounded-sm border border-border-strong px-1.5 text-xs font-semibold text-fg">
                    entry
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

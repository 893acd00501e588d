import { buildMeta } from '../../../lib/meta';
import { ScreenTitle } from '../admin-shell';
import { ClockNote, CompanyClock } from '../kit';
import { VitalsReport } from '../vitals-report';
import type { Route } from './+types/stats';
import { BreakdownTable } from './breakdown-table';
import { PeriodPicker } from './period-picker';
import { StatsAbout } from './stats-about';
import { periodWords } from './stats-period';
import { statsLoader } from './stats-route.server';
import { TABLES } from './stats-sort';
import { StatsTabs } from './stats-tabs';
import { StatsTotals } from './stats-totals';
import { VisitorsChart } from './visitors-chart';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.view === 'speed' ? 'Site speed' : 'Statistics',
    path: '/admin/stats',
    noIndex: true,
  });

/** Owners and editors: visitors and enquiries for a period, or the site's speed (?view=speed). */
export const loader = (args: Route.LoaderArgs) => statsLoader(args);

export default function Stats({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'speed') {
    return (
      <>
        <ScreenTitle title="Site speed" />
        <StatsTabs current="speed" />
        <VitalsReport routes={loaderData.routes} days={loaderData.days} />
      </>
    );
  }
  const { report, bucket, typed, error, state, timeZone } = loaderData;
  const isEmpty = report.totals.views === 0 && report.totals.enquiries === 0;
  return (
    <CompanyClock zone={timeZone}>
      <ScreenTitle
        title="Statistics"
        intro={`Visitors, where they came from, and the enquiries they sent: ${periodWords(report.period)}.`}
      />
      <StatsTabs current="visitors" />
      <ClockNote of="days" />
      <PeriodPicker current={report.period.key} typed={typed} error={error} state={state} />
      {isEmpty && <p className="text-lg text-fg">No visits in this period yet.</p>}
      <StatsTotals totals={report.totals} />
      <VisitorsChart series={report.series} bucket={bucket} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {TABLES.map((table) => (
          <BreakdownTable key={table} table={table} rows={report[table]} state={state} />
        ))}
      </div>
      <StatsAbout totals={report.totals} />
    </CompanyClock>
  );
}

/** /admin/stats's loader: the visitor report for the address's period, or the site-speed view. */
import { data, type RouterContextProvider } from 'react-router';
import { VITALS_WINDOW_DAYS } from '../../../../common/vitals-window';
import type { Services } from '../../../../server/services';
import { requireUser } from '../../../server/admin-session.server';
import { bucketOf } from './stats-period';
import { viewState } from './stats-sort';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The period the address asks for, or the default one (the last 30 days) and why not. */
async function chosenPeriod(services: Services, params: URLSearchParams) {
  const asked = await services.stats.period(params);
  if (asked.ok) return { period: asked.period, error: undefined };
  const fallback = await services.stats.period(new URLSearchParams({ period: '30d' }));
  if (!fallback.ok) throw new Error(`The default period was refused: ${fallback.error}`);
  return { period: fallback.period, error: asked.error };
}

export async function statsLoader({ request, context }: Args) {
  // Owners and editors both read the statistics.
  const { services } = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  if (params.get('view') === 'speed') {
    return {
      view: 'speed' as const,
      routes: await services.vitals.summary(),
      days: VITALS_WINDOW_DAYS,
    };
  }
  const { period, error } = await chosenPeriod(services, params);
  const [report, office] = await Promise.all([
    services.stats.report(period),
    services.office.settings(),
  ]);
  // The custom form shows what was typed (cut short: it is shown, never stored), else the period.
  const typed = (name: 'from' | 'to') => params.get(name)?.trim().slice(0, 40) ?? period[name];
  const answer = {
    view: 'visitors' as const,
    report,
    bucket: bucketOf(report.period),
    typed: { from: typed('from'), to: typed('to') },
    error,
    state: viewState(params),
    timeZone: office.timeZone,
  };
  // A refused period is a bad request, shown with its reason beside the default period.
  return error ? data(answer, { status: 400 }) : answer;
}

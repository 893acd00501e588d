/** /admin/stats's loader: the visitor report for the address's period, or the site-speed view. */
import { data, type RouterContextProvider } from 'react-router';
import { localDate } from '../../../../server/leads/business-days';
import { VITALS_WINDOW_DAYS } from '../../../../server/store/vitals';
import { requireUser } from '../../../server/admin-session.server';
import { bucketOf, choosePeriod } from './stats-period';
import { viewState } from './stats-sort';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
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
  const { timeZone } = await services.office.settings();
  const choice = choosePeriod(params, localDate(new Date(), timeZone));
  const report = await services.stats.report(choice.period);
  const answer = {
    view: 'visitors' as const,
    report,
    bucket: bucketOf(report.period),
    typed: choice.typed,
    error: choice.error,
    state: viewState(params),
  };
  // A refused custom range is a bad request, shown with its message and the default period.
  return choice.error ? data(answer, { status: 400 }) : answer;
}

import { Link } from 'react-router';
import type { AlertProblem } from '../../../../server/alerts/problems';
import { CompanyTime, DataTable, Panel } from '../kit';

const CHANNEL = { webhook: 'Webhook', push: 'Push' } as const;
const STATE = {
  retrying: 'Trying again',
  failed: 'Given up',
  dropped: 'Not sent',
} as const;

/** The last alerts that did not go at the first try, with the cause in words ("could not deliver (HTTP 502)", "no answer"). */
export function AlertProblems({ problems }: { problems: AlertProblem[] }) {
  return (
    <Panel id="problems-title" title="Recent problems">
      {problems.length === 0 ? (
        <p className="text-fg-muted">Every recent alert went out at the first try.</p>
      ) : (
        <DataTable<AlertProblem>
          caption="Alerts that did not go at the first try"
          rows={problems}
          rowKey={(problem) => problem.id}
          columns={[
            {
              header: 'Lead',
              cell: (problem) => (
                <Link
                  to={`/admin/leads/${problem.leadId}`}
                  className="font-semibold text-link underline underline-offset-4"
                >
                  #{problem.leadId}
                </Link>
              ),
            },
            { header: 'Where', cell: (problem) => CHANNEL[problem.channel] },
            {
              header: 'Queued',
              nowrap: true,
              cell: (problem) => <CompanyTime iso={problem.createdAt} />,
            },
            {
              header: 'State',
              cell: (problem) =>
                `${STATE[problem.state]} (${problem.attempts} ${problem.attempts === 1 ? 'try' : 'tries'})`,
            },
            { header: 'Cause', cell: (problem) => problem.cause },
          ]}
        />
      )}
    </Panel>
  );
}

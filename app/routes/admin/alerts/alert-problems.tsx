import { Link } from 'react-router';
import type { AlertProblem } from '../../../../server/alerts/problems';
import { when } from '../leads/lead-words';

const CHANNEL = { webhook: 'Webhook', push: 'Push' } as const;
const STATE = {
  retrying: 'Trying again',
  failed: 'Given up',
  dropped: 'Not sent',
} as const;

/** The last alerts that did not go at the first try, with the cause in words ("could not deliver (HTTP 502)", "no answer"). */
export function AlertProblems({
  problems,
  timeZone,
}: {
  problems: AlertProblem[];
  timeZone: string;
}) {
  return (
    <section aria-labelledby="problems-title" className="flex max-w-3xl flex-col gap-3">
      <h2 id="problems-title" className="text-h3 text-fg">
        Recent problems
      </h2>
      {problems.length === 0 ? (
        <p className="text-fg-muted">Every recent alert went out at the first try.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-fg-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Lead
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Where
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Queued
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  State
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Cause
                </th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem) => (
                <tr key={problem.id} className="border-t border-border">
                  <td className="py-2 pr-4">
                    <Link
                      to={`/admin/leads/${problem.leadId}`}
                      className="font-semibold text-link underline underline-offset-4"
                    >
                      #{problem.leadId}
                    </Link>
                  </td>
                  <td className="py-2 pr-4 text-fg">{CHANNEL[problem.channel]}</td>
                  <td className="py-2 pr-4 text-fg">{when(problem.createdAt, timeZone)}</td>
                  <td className="py-2 pr-4 text-fg">
                    {STATE[problem.state]} ({problem.attempts}{' '}
                    {problem.attempts === 1 ? 'try' : 'tries'})
                  </td>
                  <td className="py-2 text-fg">{problem.cause}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

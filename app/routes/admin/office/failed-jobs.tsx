import { data, Form, Link } from 'react-router';
import { isRefusal } from '../../../../common/refusal';
import type { DeadLetter } from '../../../../server/jobs/dead-letters';
import { buildMeta } from '../../../lib/meta';
import { field, idField, requireUser } from '../../../server/admin-session.server';
import { adminHeaders } from '../admin-headers';
import { ScreenTitle } from '../admin-shell';
import { CompanyTime, DataTable, KitButton, Notice, Panel } from '../kit';
import type { Route } from './+types/failed-jobs';
import { OfficeTabs } from './office-tabs';

export const meta = () =>
  buildMeta({ name: 'Jobs that failed', path: '/admin/office/jobs', noIndex: true });
export const headers = adminHeaders;

/** Owners only: the jobs that gave up after their tries (decision 058). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireUser(request, context, { role: 'owner' });
  return { failed: await services.deadLetters.list() };
}

type Outcome = { ok: boolean; message: string };

/** Retry or Dismiss one failed job; an unknown or finished one is a 404 in words. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, signedIn } = await requireUser(request, context, { role: 'owner' });
  const form = await request.formData();
  const actor = { id: signedIn.person.id, email: signedIn.person.email };
  const id = idField(form, 'id');
  const intent = field(form, 'intent', 20);
  if (!id) return data<Outcome>({ ok: false, message: 'Choose a failed job.' }, { status: 400 });
  // A list loaded before decision 063 numbered given-up alerts by delivery, not by job.
  if (form.get('source') === 'alert') {
    const message = 'This list changed since it was loaded: reload it and try again.';
    return data<Outcome>({ ok: false, message }, { status: 409 });
  }
  try {
    if (intent === 'retry') {
      const what = await services.deadLetters.retry(id, actor);
      return { ok: true, message: `${what} is tried again now.` } satisfies Outcome;
    }
    if (intent === 'dismiss') {
      const what = await services.deadLetters.dismiss(id, actor);
      return { ok: true, message: `${what} dismissed.` } satisfies Outcome;
    }
  } catch (error) {
    if (isRefusal(error)) {
      return data<Outcome>({ ok: false, message: error.message }, { status: error.status });
    }
    throw error;
  }
  return data<Outcome>({ ok: false, message: 'Unknown action.' }, { status: 400 });
}

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/** Retry and Dismiss for one job, each a form of its own (works without script). */
function JobActions({ job }: { job: DeadLetter }) {
  const name = `${job.what} #${job.id}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="id" value={job.id} />
        <KitButton type="submit" name="intent" value="retry" tone="primary">
          Retry<span className="sr-only"> {name}</span>
        </KitButton>
      </Form>
      <Form method="post">
        <input type="hidden" name="id" value={job.id} />
        <KitButton type="submit" name="intent" value="dismiss">
          Dismiss<span className="sr-only"> {name}</span>
        </KitButton>
      </Form>
    </div>
  );
}

export default function FailedJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { failed } = loaderData;
  return (
    <>
      <ScreenTitle
        title="Jobs that failed"
        intro="Work the site does on its own (mail, reminders, follow-ups, review requests, alerts of new leads) is tried several times, with longer pauses between tries. What still failed is listed here, with why: try it again once the cause is fixed, or dismiss it. Mail waiting for the mail server to answer is not listed: it goes as soon as the server is back."
      />
      <OfficeTabs />
      <Notice tone={actionData?.ok === false ? 'error' : 'success'} polite>
        {actionData?.message}
      </Notice>
      <Panel id="failed-jobs-title" title="Failed jobs">
        {failed.length === 0 ? (
          <p className="text-fg-muted">No job has failed: everything due has run.</p>
        ) : (
          <DataTable<DeadLetter>
            caption="Jobs that failed after all their tries"
            rows={failed}
            rowKey={(job) => String(job.id)}
            rowData={(job) => ({ 'data-failed-job': String(job.id) })}
            columns={[
              {
                header: 'What',
                cell: (job) => (
                  <>
                    {`${job.what} #${job.id}`}
                    {job.leadId !== undefined && (
                      <>
                        {' ('}
                        <Link
                          to={`/admin/leads/${job.leadId}`}
                          className="text-link underline underline-offset-4"
                        >
                          lead #{job.leadId}
                        </Link>
                        {')'}
                      </>
                    )}
                  </>
                ),
              },
              { header: 'Why', cell: (job) => job.cause },
              { header: 'Tries', nowrap: true, cell: (job) => tries(job.attempts) },
              {
                header: 'Failed',
                nowrap: true,
                cell: (job) => <CompanyTime iso={job.failedAt} />,
              },
              { header: 'Actions', cell: (job) => <JobActions job={job} /> },
            ]}
          />
        )}
      </Panel>
    </>
  );
}

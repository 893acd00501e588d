import { Form, Link, useSearchParams } from 'react-router';
import { buildMeta } from '../../../lib/meta';
import { Notice, RowCard, ScreenTitle } from '../admin-shell';
import { when } from '../leads/lead-words';
import type { Route } from './+types/reply-templates';
import { TemplateForm } from './template-form';
import { templatesAction, templatesLoader } from './templates-route.server';

export const meta = () =>
  buildMeta({ name: 'Reply templates', path: '/admin/reply-templates', noIndex: true });

export const loader = (args: Route.LoaderArgs) => templatesLoader(args);

export const action = (args: Route.ActionArgs) => templatesAction(args);

const DONE: Record<string, string> = {
  added: 'Template added: it is in the picker on every lead’s reply form.',
  changed: 'Template saved.',
  deleted: 'Template deleted.',
  gone: 'That template had been deleted already.',
};

/** /admin/reply-templates: the replies the office starts from, for owners and editors. */
export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, timeZone, editing, isMailOn } = loaderData;
  const [params] = useSearchParams();
  const done = DONE[params.get('done') ?? ''];
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin" className="text-link underline underline-offset-4">
          Leads
        </Link>{' '}
        / Reply templates
      </nav>
      <ScreenTitle
        title="Reply templates"
        intro="Saved replies to start from on a lead’s page. Choose one there, change what you like, and send."
      />
      {!isMailOn && (
        <Notice tone="error">
          Mail is off on this server: replies cannot be sent until SMTP_URL and NOTIFY_TO are set.
        </Notice>
      )}
      <Notice>{done}</Notice>
      <section aria-labelledby="templates-title" className="flex flex-col gap-4">
        <h2 id="templates-title" className="text-h3 text-fg">
          {templates.length === 1 ? '1 template' : `${templates.length} templates`}
        </h2>
        {templates.length === 0 && <p className="text-fg-muted">None yet: add the first below.</p>}
        <ul className="flex flex-col gap-3">
          {templates.map((template) => (
            <RowCard key={template.id} sideBySide="lg">
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-semibold break-words text-fg">{template.name}</h3>
                <p className="text-sm break-words text-fg-muted">
                  Subject: {template.subject || 'the lead’s (Re: …)'}
                </p>
                <p className="line-clamp-2 text-sm break-words whitespace-pre-wrap text-fg">
                  {template.body}
                </p>
                <p className="text-xs text-fg-muted">
                  Saved{' '}
                  <time dateTime={template.updatedAt}>{when(template.updatedAt, timeZone)}</time>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`?edit=${template.id}#template-form`}
                  className="inline-flex min-h-11 items-center rounded-md border border-fg px-4 text-sm font-semibold text-fg hover:bg-fg hover:text-bg"
                >
                  Edit<span className="sr-only"> {template.name}</span>
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={template.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-md border border-border-strong px-4 text-sm font-semibold text-fg hover:bg-surface-muted"
                  >
                    Delete<span className="sr-only"> {template.name}</span>
                  </button>
                </Form>
              </div>
            </RowCard>
          ))}
        </ul>
      </section>
      <TemplateForm key={editing?.id ?? 'new'} editing={editing} refusal={refusal} />
    </>
  );
}

import { Link, useSearchParams } from 'react-router';
import { buildMeta } from '../../../lib/meta';
import { RowCard, ScreenTitle } from '../admin-shell';
import {
  ButtonLink,
  ClockNote,
  CompanyClock,
  CompanyTime,
  ConfirmDialog,
  MenuItem,
  Notice,
  Panel,
  RowMenu,
} from '../kit';
import { MailOffWhere } from '../office/mail-off-where';
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
    <CompanyClock zone={timeZone}>
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
      <ClockNote />
      {!isMailOn && (
        <Notice tone="warning" live={false}>
          Mail is off: replies cannot be sent yet.
          <MailOffWhere />
        </Notice>
      )}
      <Notice tone="success">{done}</Notice>
      <Panel
        id="templates-title"
        title={templates.length === 1 ? '1 template' : `${templates.length} templates`}
      >
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
                <p className="text-sm text-fg-muted">
                  Saved <CompanyTime iso={template.updatedAt} />
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <ButtonLink to={`?edit=${template.id}#template-form`}>
                  Edit<span className="sr-only"> {template.name}</span>
                </ButtonLink>
                <RowMenu label={template.name}>
                  <MenuItem destructive commandfor={`delete-${template.id}`} command="show-modal">
                    Delete “{template.name}”…
                  </MenuItem>
                </RowMenu>
                <ConfirmDialog
                  id={`delete-${template.id}`}
                  title={`Delete the template “${template.name}”?`}
                  consequence="It goes from the picker on every lead’s reply form, for everyone. Replies already sent with it stay as they were. This cannot be undone."
                  confirm="Delete the template"
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={template.id} />
                </ConfirmDialog>
              </div>
            </RowCard>
          ))}
        </ul>
      </Panel>
      <TemplateForm key={editing?.id ?? 'new'} editing={editing} refusal={refusal} />
    </CompanyClock>
  );
}

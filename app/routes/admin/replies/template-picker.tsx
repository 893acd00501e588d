import { Form, Link } from 'react-router';
import type { ReplyFormData } from '../../../../server/replies/reply-form';
import { fieldClass } from '../leads/lead-field-form';

/**
 * "Start from a template": a small GET form (`?template=`), so it works without script; the
 * page's loader fills the reply from the template for this lead.
 */
export function TemplatePicker({ reply }: { reply: ReplyFormData }) {
  if (reply.templates.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        No saved replies yet.{' '}
        <Link to="/admin/reply-templates" className="text-link underline underline-offset-4">
          Add a template
        </Link>{' '}
        for the answers you write often.
      </p>
    );
  }
  return (
    <Form method="get" preventScrollReset className="flex flex-col gap-2">
      <label htmlFor="reply-template" className="text-sm font-semibold text-fg">
        Start from a template
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <select
          id="reply-template"
          name="template"
          defaultValue={reply.templateId ?? ''}
          className={`${fieldClass} min-w-0 flex-1 basis-48`}
        >
          <option value="">No template</option>
          {reply.templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md border border-fg px-4 text-sm font-semibold text-fg hover:bg-fg hover:text-bg"
        >
          Use template
        </button>
      </div>
      <p className="text-xs text-fg-muted">
        It replaces the text below, and the subject if the template has one.{' '}
        <Link to="/admin/reply-templates" className="text-link underline underline-offset-4">
          Edit the templates
        </Link>
      </p>
    </Form>
  );
}

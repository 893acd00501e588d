import { useEffect } from 'react';
import { Form, Link } from 'react-router';
import { REPLY_PLACEHOLDERS } from '../../../../common/reply-placeholders';
import type { ReplyTemplate } from '../../../../server/replies/templates';
import { fieldClass } from '../leads/lead-field-form';
import type { TemplateRefusal } from './templates-route.server';

const fieldId = (name: string) => `template-${name}`;

/** Add a template, or change the one being edited; a refusal shows at its field, as typed. */
export function TemplateForm({
  editing,
  refusal,
}: {
  editing?: ReplyTemplate;
  refusal?: TemplateRefusal;
}) {
  const typed = refusal && refusal.typed.id === editing?.id ? refusal.typed : undefined;
  const value = typed ?? editing ?? { name: '', subject: '', body: '' };
  useEffect(() => {
    if (refusal?.field) document.getElementById(fieldId(refusal.field))?.focus();
  }, [refusal]);
  const control = (name: string) => {
    const isInvalid = refusal?.field === name;
    return {
      id: fieldId(name),
      name,
      'aria-invalid': isInvalid ? true : undefined,
      'aria-describedby':
        [name !== 'name' && `${fieldId(name)}-hint`, isInvalid && `${fieldId(name)}-error`]
          .filter(Boolean)
          .join(' ') || undefined,
    } as const;
  };
  const error = (name: string) =>
    refusal?.field === name && (
      <p id={`${fieldId(name)}-error`} className="text-sm font-medium text-accent-text">
        {refusal.message}
      </p>
    );
  return (
    <section
      id="template-form"
      aria-labelledby="template-form-title"
      className="flex scroll-mt-4 flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="template-form-title" className="text-h3 text-fg">
        {editing ? `Change “${editing.name}”` : 'Add a template'}
      </h2>
      {refusal && !refusal.field && (
        <p className="font-medium text-accent-text">{refusal.message}</p>
      )}
      <Form method="post" preventScrollReset className="flex max-w-3xl flex-col gap-4">
        <input type="hidden" name="intent" value={editing ? 'change' : 'add'} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId('name')} className="text-sm font-semibold text-fg">
            Name (shown in the picker)
          </label>
          <input
            {...control('name')}
            defaultValue={value.name}
            maxLength={80}
            className={fieldClass}
          />
          {error('name')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId('subject')} className="text-sm font-semibold text-fg">
            Subject (optional)
          </label>
          <p id={`${fieldId('subject')}-hint`} className="text-xs text-fg-muted">
            Empty keeps the lead’s “Re: …” subject, which keeps the mails in one thread.
          </p>
          <input
            {...control('subject')}
            defaultValue={value.subject}
            maxLength={200}
            className={fieldClass}
          />
          {error('subject')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId('body')} className="text-sm font-semibold text-fg">
            Text
          </label>
          <div id={`${fieldId('body')}-hint`} className="text-xs text-fg-muted">
            <p>Placeholders are filled for each lead:</p>
            <ul className="mt-1 flex flex-col gap-0.5">
              {Object.entries(REPLY_PLACEHOLDERS).map(([name, meaning]) => (
                <li key={name}>
                  <code className="font-mono text-fg">{`{${name}}`}</code> {meaning}
                </li>
              ))}
            </ul>
          </div>
          <textarea
            {...control('body')}
            defaultValue={value.body}
            rows={8}
            maxLength={10_000}
            className={fieldClass}
          />
          {error('body')}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md bg-fg px-5 text-sm font-semibold text-bg hover:opacity-90"
          >
            {editing ? 'Save template' : 'Add template'}
          </button>
          {editing && (
            <Link
              to="/admin/reply-templates"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-link underline underline-offset-4"
            >
              Cancel
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

import { useEffect } from 'react';
import { Form } from 'react-router';
import { REPLY_PLACEHOLDERS } from '../../../../common/reply-placeholders';
import type { ReplyTemplate } from '../../../../server/replies/templates';
import { ButtonLink, Field, KitButton, Notice } from '../kit';
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
  const error = (name: string) => (refusal?.field === name ? refusal.message : undefined);
  return (
    <section
      id="template-form"
      aria-labelledby="template-form-title"
      className="flex scroll-mt-4 flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <h2 id="template-form-title" className="text-h3 text-fg">
        {editing ? `Change “${editing.name}”` : 'Add a template'}
      </h2>
      {refusal && !refusal.field && <Notice tone="error">{refusal.message}</Notice>}
      <Form method="post" preventScrollReset className="flex max-w-3xl flex-col gap-4">
        <input type="hidden" name="intent" value={editing ? 'change' : 'add'} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field
          id={fieldId('name')}
          label="Name (shown in the picker)"
          name="name"
          error={error('name')}
          input={{ defaultValue: value.name, maxLength: 80 }}
        />
        <Field
          id={fieldId('subject')}
          label="Subject"
          name="subject"
          required={false}
          hint="Empty keeps the lead’s “Re: …” subject, which keeps the mails in one thread."
          error={error('subject')}
          input={{ defaultValue: value.subject, maxLength: 200 }}
        />
        <Field
          id={fieldId('body')}
          label="Text"
          name="body"
          error={error('body')}
          hint={
            <>
              Placeholders are filled for each lead:
              {Object.entries(REPLY_PLACEHOLDERS).map(([name, meaning]) => (
                <span key={name} className="block">
                  <code className="font-mono text-fg">{`{${name}}`}</code> {meaning}
                </span>
              ))}
            </>
          }
        >
          {(props) => <textarea {...props} defaultValue={value.body} rows={8} maxLength={10_000} />}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <KitButton type="submit" tone="primary">
            {editing ? 'Save template' : 'Add template'}
          </KitButton>
          {editing && <ButtonLink to="/admin/reply-templates">Cancel</ButtonLink>}
        </div>
      </Form>
    </section>
  );
}

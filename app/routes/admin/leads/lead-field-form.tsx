import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { LeadActionData } from './lead-data';

export const fieldClass =
  'min-h-11 w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-fg aria-invalid:border-2 aria-invalid:border-accent-text';

/** The id of a lead page field (refusals focus it). */
export const leadFieldId = (name: string) => `lead-field-${name}`;

/**
 * One change on the lead's page as its own small form (posted without script too): a label,
 * the control, a button, and the refusal's message at the control when there is one.
 */
export function LeadFieldForm({
  intent,
  name,
  label,
  hint,
  button,
  actionData,
  children,
}: {
  intent: string;
  name: string;
  label: string;
  hint?: string;
  button: string;
  actionData?: LeadActionData;
  /** The control: gets `id`, `name` and the invalid state from `control`. */
  children: (control: {
    id: string;
    name: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = leadFieldId(name);
  const refusal =
    actionData && !actionData.ok && actionData.intent === intent ? actionData : undefined;
  const described = [hint && `${id}-hint`, refusal && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1 basis-40">
          {children({
            id,
            name,
            'aria-invalid': refusal ? true : undefined,
            'aria-describedby': described || undefined,
          })}
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md border border-fg px-4 text-sm font-semibold text-fg hover:bg-fg hover:text-bg"
        >
          {button}
        </button>
      </div>
      {refusal && (
        <p id={`${id}-error`} className="text-sm font-medium text-accent-text">
          {refusal.message}
        </p>
      )}
    </Form>
  );
}

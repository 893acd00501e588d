import type { ReactNode } from 'react';
import { RequiredMark } from '../../../../components/form/form-field';

/** The classes of the form's text inputs, selects and textareas. */
export const controlClass =
  'w-full min-h-11 rounded-md border border-border-strong bg-surface px-3 py-2 text-fg placeholder:text-fg-muted aria-invalid:border-2 aria-invalid:border-accent-text';

/** The ids of a control's hint and problem, for aria-describedby. */
export function describedBy(id: string, hint?: string, problem?: string) {
  return [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
}

/** A control with its label, the schema's hint and the problem the server found there. */
export function FieldShell({
  id,
  label,
  hint,
  problem,
  isRequired,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  problem?: string;
  isRequired: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
        {isRequired && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {children}
      <Problem id={id} problem={problem} />
    </div>
  );
}

/** A field's problem, in the schema's words. */
export function Problem({ id, problem }: { id: string; problem?: string }) {
  if (!problem) return null;
  return (
    <p id={`${id}-problem`} className="text-sm font-semibold text-accent-text">
      {problem}
    </p>
  );
}

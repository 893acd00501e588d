import { type ComponentProps, useId } from 'react';
import { useFieldState } from './form-state-context';

interface FieldBase {
  /** Visible label. */
  label: string;
  /** Lower-case phrase used in messages, e.g. "your email address". */
  messageLabel?: string;
  className?: string;
}

/** Props of {@link FormField}: an input, or a textarea when `multiline`. */
export type FormFieldProps = FieldBase &
  (
    | ({ multiline?: false } & Omit<ComponentProps<'input'>, 'className'>)
    | ({ multiline: true } & Omit<ComponentProps<'textarea'>, 'className'>)
  );

export const fieldControlClass =
  'w-full rounded-md border border-border-strong bg-surface px-4 py-3 text-fg placeholder:text-fg-muted aria-invalid:border-2 aria-invalid:border-accent-text';

/**
 * A labelled form control with its required marker and validation message. Whether it is
 * required, its type, length and pattern come from the form's schema (FormStateContext).
 */
export function FormField({ label, messageLabel, className = '', ...props }: FormFieldProps) {
  const id = useId();
  const { error, value, constraints } = useFieldState(props.name ?? '');
  const { required, maxLength, pattern, type } = constraints;
  const errorId = `${id}-error`;
  const shared = {
    id,
    required,
    maxLength,
    defaultValue: value,
    'data-label': messageLabel ?? `your ${label.toLowerCase()}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: fieldControlClass,
  };
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
        {required && <RequiredMark />}
      </label>
      {props.multiline ? (
        <textarea rows={5} {...shared} {...withoutMultiline(props)} />
      ) : (
        <input type={type ?? 'text'} pattern={pattern} {...shared} {...withoutMultiline(props)} />
      )}
      {/* Always there, so the form's island has the slot for a message. */}
      <p id={errorId} hidden={!error} className="text-sm font-medium text-accent-text">
        {error}
      </p>
    </div>
  );
}

/**
 * The asterisk after a required field's label. Hidden from assistive
 * technology, which already announces the control's `required` state.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-1 text-accent-text" data-required-marker>
      *
    </span>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({
  multiline: _multiline,
  ...rest
}: T) {
  return rest;
}

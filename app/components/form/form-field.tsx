import { type ComponentProps, useId } from 'react';
import { useFieldError } from './form-errors-context';

interface FieldBase {
  /** Visible label. */
  label: string;
  /** Lower-case phrase used in messages, e.g. "your email address". */
  messageLabel?: string;
  /** Shows the required marker and makes the browser require a value. */
  required?: boolean;
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

/** A labelled form control with its required marker and validation message. */
export function FormField({
  label,
  messageLabel,
  required,
  className = '',
  ...props
}: FormFieldProps) {
  const id = useId();
  const error = useFieldError(props.name ?? '');
  const errorId = `${id}-error`;
  const shared = {
    id,
    required,
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
        <input type="text" {...shared} {...withoutMultiline(props)} />
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-accent-text">
          {error}
        </p>
      )}
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

import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { fieldControlClass, RequiredMark } from './form-field';
import { useFieldState } from './form-state-context';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'className' | 'children'> {
  /** Visible label. */
  label: string;
  /** Form field name; also the key of its validation message. */
  name: string;
  options: readonly SelectOption[];
  /** Text of the empty first option, e.g. "Choose a service". */
  placeholder: string;
  /** Lower-case phrase used in messages, e.g. "a service". */
  messageLabel?: string;
  className?: string;
}

/**
 * A labelled select with a placeholder option, the required marker and the
 * validation message from the surrounding form (same rules as FormField).
 */
export function SelectField({
  label,
  name,
  options,
  placeholder,
  messageLabel,
  className = '',
  ...props
}: SelectFieldProps) {
  const id = useId();
  const { error, value, constraints } = useFieldState(name);
  const { required } = constraints;
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
        {required && <RequiredMark />}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          required={required}
          defaultValue={value ?? ''}
          data-label={messageLabel ?? `your ${label.toLowerCase()}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${fieldControlClass} cursor-pointer appearance-none pr-12`}
          {...props}
        >
          {/* An optional choice can be taken back to none. */}
          <option value="" disabled={required}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-fg-muted"
        />
      </div>
      {/* Always there, so the form's island has the slot for a message. */}
      <p id={errorId} hidden={!error} className="text-sm font-medium text-accent-text">
        {error}
      </p>
    </div>
  );
}

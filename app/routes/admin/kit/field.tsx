import { type ReactNode, useId } from 'react';
import { fieldControlClass } from '../../../components/form/form-field';

/** What a field hands its control: the id, descriptions, state and look. */
export interface ControlProps {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * One labelled control of an admin form: label, an "optional" mark when not required, a hint
 * and an error, each tied to the control. `children` makes the control from the props (a select,
 * a textarea); without it, an `<input>` with `input`'s attributes.
 */
export function Field({
  label,
  name,
  hint,
  error,
  required = true,
  input,
  id: givenId,
  children,
}: {
  /** The control's id, when something else needs it (focus after a refusal). */
  id?: string;
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  input?: Omit<React.ComponentProps<'input'>, 'id' | 'name' | 'required' | 'className'>;
  children?: (props: ControlProps) => ReactNode;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const props: ControlProps = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: fieldControlClass,
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
        {!required && <span className="font-normal text-fg-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {children ? children(props) : <input type="text" {...input} {...props} />}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-accent-text">
          {error}
        </p>
      )}
    </div>
  );
}

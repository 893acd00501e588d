import { createContext, useContext } from 'react';
import type { FieldConstraints } from '../../forms/constraints';

/** What the fields of one form read: messages, values to restore, and HTML constraints. */
export interface FormState {
  errors: Readonly<Record<string, string>>;
  /** Values as typed, echoed back by the server after a post without script. */
  values: Readonly<Record<string, string>>;
  /** From the form's schema: the browser checks what the server checks. */
  constraints: Readonly<Record<string, FieldConstraints>>;
}

export const FormStateContext = createContext<FormState>({
  errors: {},
  values: {},
  constraints: {},
});

/** One field's message, restored value and constraints. */
export function useFieldState(name: string) {
  const { errors, values, constraints } = useContext(FormStateContext);
  return { error: errors[name], value: values[name], constraints: constraints[name] ?? {} };
}

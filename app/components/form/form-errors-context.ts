import { createContext, useContext } from 'react';

/** Validation messages of a form, keyed by field name. */
export const FormErrorsContext = createContext<Readonly<Record<string, string>>>({});

/** The message for one field, if it is invalid. */
export function useFieldError(name: string): string | undefined {
  return useContext(FormErrorsContext)[name];
}

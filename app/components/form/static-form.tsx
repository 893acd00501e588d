import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { FormErrorsContext } from './form-errors-context';
import { validationMessage } from './validation-message';

/** Where to reach the company while online sending is not connected. */
export interface FallbackContact {
  phone: { display: string; href: string };
  email: string;
}

/** Props of {@link StaticForm}. */
export interface StaticFormProps {
  /** Accessible name of the form. */
  label: string;
  /** How to reach the company instead, shown after a valid submission. */
  contact: FallbackContact;
  /** The fields and the submit button. */
  children: ReactNode;
  className?: string;
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(element: Element): element is FieldElement {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/**
 * A form that validates in the browser, keeps everything typed, and says
 * plainly that online sending is not connected yet (nothing is sent anywhere).
 */
export function StaticForm({ label, contact, children, className }: StaticFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSent, setIsSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The browser's own checks guard the form until this code runs (and without
  // JavaScript); from then on the messages beside the fields take over.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Array.from(event.currentTarget.elements).filter(isField);
    const invalid = fields.filter((field) => field.name && !field.validity.valid);
    setErrors(Object.fromEntries(invalid.map((field) => [field.name, validationMessage(field)])));
    setIsSent(invalid.length === 0);
    invalid[0]?.focus();
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as Element;
    if (!isField(target) || !errors[target.name] || !target.validity.valid) return;
    setErrors(({ [target.name]: _fixed, ...rest }) => rest);
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form
      ref={formRef}
      aria-label={label}
      onSubmit={handleSubmit}
      onChange={handleChange}
      className={className}
    >
      <FormErrorsContext value={errors}>{children}</FormErrorsContext>
      <div role="status" aria-live="polite" className="mt-4 empty:hidden">
        {errorCount > 0 && (
          <p className="rounded-md border border-border-strong bg-surface-muted px-4 py-3 font-medium text-fg">
            {errorCount === 1
              ? 'One field needs attention.'
              : `${errorCount} fields need attention.`}{' '}
            Everything you typed is still here.
          </p>
        )}
        {isSent && errorCount === 0 && (
          <p className="rounded-md border border-accent bg-surface-muted px-4 py-3 text-fg">
            <strong>Thank you — your message is ready.</strong> Online sending is not connected yet,
            so nothing was sent. Please call us on{' '}
            <a className="font-semibold text-link underline" href={contact.phone.href}>
              {contact.phone.display}
            </a>{' '}
            or email{' '}
            <a className="font-semibold text-link underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
            ; what you typed is still in the form to copy.
          </p>
        )}
      </div>
    </form>
  );
}

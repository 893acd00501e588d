import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** Props of {@link SubscribeForm}. */
export interface SubscribeFormProps {
  /** Where visitors can write instead, while online sign-up is not connected. */
  contactEmail: string;
}

type Status = { kind: 'idle' } | { kind: 'invalid' } | { kind: 'noted'; email: string };

/**
 * The newsletter form. Nothing is sent (spec: no calls); a valid address keeps
 * its value and the visitor is told how to subscribe by email instead.
 */
export function SubscribeForm({ contactEmail }: SubscribeFormProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // The browser's own check guards the form until this code runs (and without
  // JavaScript); from then on the message below the field takes over.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) {
      setStatus({ kind: 'invalid' });
      return;
    }
    const email = String(new FormData(form).get('email') ?? '').trim();
    setStatus({ kind: 'noted', email });
  };

  const isInvalid = status.kind === 'invalid';
  return (
    <form ref={formRef} onSubmit={handleSubmit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          placeholder="Email address"
          required
          autoComplete="email"
          aria-invalid={isInvalid || undefined}
          aria-describedby={`${id}-status`}
          onInput={() => isInvalid && setStatus({ kind: 'idle' })}
          className="min-h-12 w-full min-w-0 flex-1 rounded-md border border-inverse-muted/50 bg-inverse-bg px-4 text-base text-inverse-fg placeholder:text-inverse-muted aria-invalid:border-inverse-accent"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-md bg-inverse-accent px-6 text-sm font-semibold tracking-wide text-inverse-bg uppercase transition-colors hover:bg-inverse-fg"
        >
          Subscribe Now
          <Send aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="min-h-6 text-sm text-inverse-muted">
        {isInvalid && (
          <span className="font-semibold text-inverse-fg">
            Please enter a valid email address, like name@example.com.
          </span>
        )}
        {status.kind === 'noted' && (
          <>
            Thank you! Online sign-up isn't connected yet, so nothing was sent. To get our news at{' '}
            <span className="font-semibold text-inverse-fg">{status.email}</span>, write to{' '}
            <a
              href={`mailto:${contactEmail}?subject=Newsletter`}
              className="font-semibold text-inverse-accent underline underline-offset-4"
            >
              {contactEmail}
            </a>
            .
          </>
        )}
      </p>
    </form>
  );
}

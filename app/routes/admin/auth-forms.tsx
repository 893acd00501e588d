import { useId } from 'react';
import { Form } from 'react-router';
import { Button } from '../../components/button';
import { fieldControlClass } from '../../components/form/form-field';

/** One labelled input of the admin's forms, with its error if any. */
export function AdminField({
  label,
  name,
  type = 'text',
  autoComplete,
  required = true,
  defaultValue,
  error,
  hint,
}: {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  defaultValue?: string;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        minLength={type === 'password' && autoComplete === 'new-password' ? 12 : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={fieldControlClass}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-accent-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** The sign-in form: email and password, and the way to a reset link. */
export function SignInForm({ error, email }: { error?: string; email?: string }) {
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4" aria-label="Sign in">
      <AdminField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={email}
      />
      <AdminField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <p role="alert" className="font-medium text-accent-text empty:hidden">
        {error}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit">Sign in</Button>
        <a href="/admin/reset" className="font-semibold text-link underline underline-offset-4">
          Forgot your password?
        </a>
      </div>
    </Form>
  );
}

/** A new password (one field; the browser's password manager usually offers one). */
export function NewPasswordForm({
  error,
  submit,
  children,
}: {
  error?: string;
  submit: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4">
      {children}
      <AdminField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters; a few words in a row are easy to remember."
        error={error}
      />
      <Button type="submit" className="self-start">
        {submit}
      </Button>
    </Form>
  );
}

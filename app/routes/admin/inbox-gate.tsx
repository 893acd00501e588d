import { useId } from 'react';
import { Form } from 'react-router';
import { Button } from '../../components/button';
import { fieldControlClass } from '../../components/form/form-field';

/** What the inbox shows when the server has no ADMIN_PASSWORD. */
export function InboxClosed() {
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h2 className="text-h2 text-fg">The inbox is closed</h2>
      <p className="text-lg text-fg-muted">
        No password is set for it. To open it, set <code>ADMIN_PASSWORD</code> in the server's
        environment and restart the server (see the README). Every submission is kept meanwhile.
      </p>
    </div>
  );
}

/** The inbox sign-in: one password field. */
export function SignInForm({ error }: { error?: string }) {
  const id = useId();
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-h2 text-fg">
        Sign in
      </h2>
      <input type="hidden" name="intent" value="sign-in" />
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-password`} className="text-sm font-semibold text-fg">
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          name="password"
          required
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldControlClass}
        />
      </div>
      <p id={`${id}-error`} role="status" className="font-medium text-accent-text empty:hidden">
        {error}
      </p>
      <Button type="submit" className="self-start">
        Sign in
      </Button>
    </Form>
  );
}

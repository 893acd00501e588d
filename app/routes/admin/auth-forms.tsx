import { Form } from 'react-router';
import { Button } from '../../components/button';
import { Field } from './kit';

/** The sign-in form: email and password, and the way to a reset link. */
export function SignInForm({ error, email }: { error?: string; email?: string }) {
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4" aria-label="Sign in">
      <Field
        label="Email"
        name="email"
        input={{ type: 'email', autoComplete: 'username', defaultValue: email }}
      />
      <Field
        label="Password"
        name="password"
        input={{ type: 'password', autoComplete: 'current-password' }}
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
      <Field
        label="New password"
        name="password"
        hint="At least 12 characters; a few words in a row are easy to remember."
        error={error}
        input={{ type: 'password', autoComplete: 'new-password', minLength: 12 }}
      />
      <Button type="submit" className="self-start">
        {submit}
      </Button>
    </Form>
  );
}

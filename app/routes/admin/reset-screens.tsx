import { Form } from 'react-router';
import { Button } from '../../components/button';
import { ScreenTitle } from './admin-shell';
import { NewPasswordForm } from './auth-forms';
import { Field } from './kit';

const noticeClass =
  'max-w-2xl rounded-md border border-border-strong bg-surface-muted px-4 py-3 text-fg';

/** Asks for the email to mail a reset link to; the same answer whether or not it has an account. */
export function ResetRequestScreen({
  isMailOn,
  sent,
  error,
}: {
  isMailOn: boolean;
  sent: boolean;
  error?: string;
}) {
  return (
    <>
      <ScreenTitle
        title="Reset your password"
        intro="Enter the email you sign in with. We mail you a link to choose a new password; it works for one hour."
      />
      {!isMailOn && (
        <p className={noticeClass}>
          Mail is off, so no link can be sent: ask an owner to set the mail server in Office, Mail,
          then ask for the link again here.
        </p>
      )}
      {sent ? (
        <p role="status" className={noticeClass}>
          If that address has an account, a link is on its way. Check your inbox (and the spam
          folder) in a minute.
        </p>
      ) : (
        <Form method="post" className="flex max-w-md flex-col gap-4">
          <Field label="Email" name="email" input={{ type: 'email', autoComplete: 'username' }} />
          <p role="alert" className="font-medium text-accent-text empty:hidden">
            {error}
          </p>
          <Button type="submit" className="self-start">
            Mail me a link
          </Button>
        </Form>
      )}
      <p>
        <a href="/admin/sign-in" className="font-semibold text-link underline underline-offset-4">
          Back to sign in
        </a>
      </p>
    </>
  );
}

/** A reset link's screen: a new password, or word that the link no longer works. */
export function NewPasswordScreen({ email, error }: { email: string | undefined; error?: string }) {
  if (!email) {
    return (
      <>
        <ScreenTitle
          title="This link has expired"
          intro="Reset links work once, for one hour. Ask for a new one."
        />
        <p>
          <a href="/admin/reset" className="font-semibold text-link underline underline-offset-4">
            Mail me a new link
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <ScreenTitle
        title="Choose a new password"
        intro={`For ${email}. Every sign-in of yours ends when it is set.`}
      />
      <NewPasswordForm error={error} submit="Set the password" />
    </>
  );
}

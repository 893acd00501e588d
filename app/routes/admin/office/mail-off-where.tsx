import { Link } from 'react-router';

/**
 * The end of every "mail is off" sentence: where mail is turned on (an owner sets the mail
 * server in Office, Mail; decision 051), not a server setting a developer would have to change.
 */
export function MailOffWhere() {
  return (
    <>
      {' '}
      An owner turns mail on by setting the mail server in{' '}
      <Link
        to="/admin/office/mail"
        className="font-semibold text-link underline underline-offset-4"
      >
        Office, Mail
      </Link>
      .
    </>
  );
}

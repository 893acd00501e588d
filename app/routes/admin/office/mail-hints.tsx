/** The common providers' settings, in words (decision 051). */
const PROVIDERS = [
  {
    name: 'Google Workspace (Gmail)',
    words:
      'Host smtp.gmail.com, port 587, STARTTLS. User: your full address. Password: an app password (Google Account, Security, 2-Step Verification, App passwords), not your usual one.',
  },
  {
    name: 'Microsoft 365 (Outlook)',
    words:
      'Host smtp.office365.com, port 587, STARTTLS. User: your full address. Your administrator may first need to allow “Authenticated SMTP” for the mailbox; with two-step sign-in, use an app password.',
  },
  {
    name: 'Postmark',
    words:
      'Host smtp.postmarkapp.com, port 587, STARTTLS. User and password: both your server’s API token. The From address must be a sender signature you confirmed.',
  },
  {
    name: 'SendGrid',
    words:
      'Host smtp.sendgrid.net, port 587, STARTTLS. User: the word apikey. Password: an API key with “Mail Send” permission. The From address must be a verified sender.',
  },
] as const;

/** A short hint for the common providers, below the mail server's form. */
export function MailHints() {
  return (
    <section aria-labelledby="mail-hints" className="flex max-w-3xl flex-col gap-3">
      <h2 id="mail-hints" className="text-h3 font-bold text-fg">
        Settings of common providers
      </h2>
      <dl className="flex flex-col gap-3">
        {PROVIDERS.map((provider) => (
          <div key={provider.name}>
            <dt className="font-semibold text-fg">{provider.name}</dt>
            <dd className="text-fg-muted">{provider.words}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { Form } from 'react-router';
import { Field, KitButton } from '../kit';
import { type Answer, AnswerNotice } from './alert-answer';

/** The webhook: its URL (saved or cleared), a test post, and what each post carries. */
export function WebhookSection({
  url,
  saved,
  tested,
}: {
  url: string | null;
  saved?: Answer;
  tested?: Answer;
}) {
  return (
    <section aria-labelledby="webhook-title" className="flex max-w-3xl flex-col gap-4">
      <h2 id="webhook-title" className="text-h3 text-fg">
        Webhook
      </h2>
      <p className="text-fg-muted">
        Each new lead is posted to this address as JSON: its kind, number, time, service, the
        sender’s name and a link to it here. Their email, phone and message are not sent: the link
        opens them after signing in. Chat services that read a post’s “text” (Slack, Mattermost,
        Google Chat) show a ready line.
      </p>
      <AnswerNotice answer={saved} />
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="webhook" />
        <Field
          label="Webhook URL"
          name="webhookUrl"
          required={false}
          hint="An https:// address. Leave it empty to turn the webhook off."
          error={saved?.error}
          input={{ autoComplete: 'off', defaultValue: url ?? '' }}
        />
        <KitButton type="submit" tone="primary" className="self-start">
          Save webhook
        </KitButton>
      </Form>
      <AnswerNotice answer={tested} />
      <Form method="post">
        <input type="hidden" name="intent" value="test" />
        <KitButton type="submit" disabled={!url}>
          Send a test
        </KitButton>
        {!url && <p className="mt-2 text-sm text-fg-muted">Save a URL first.</p>}
      </Form>
    </section>
  );
}

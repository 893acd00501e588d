import { Form } from 'react-router';
import type { InboxEntry } from '../../../server/store/inbox';
import { Button } from '../../components/button';
import { postPath } from '../../lib/paths';
import { CompanyTime } from './kit';

const KIND_NAMES = {
  quote: 'Quote request',
  message: 'Message',
  comment: 'Comment',
  subscriber: 'Subscriber',
} as const;

/** Which mark a comment can get next, and the button's words (leads have stages instead). */
function nextStatus(entry: InboxEntry) {
  if (entry.kind !== 'comment') return undefined;
  return entry.status === 'approved'
    ? { status: 'new', label: 'Withdraw approval' }
    : { status: 'approved', label: 'Approve' };
}

/** One inbox entry: every field as typed (escaped by React), its mark and its mail state. */
export function InboxItem({ entry }: { entry: InboxEntry }) {
  const next = nextStatus(entry);
  const details: [string, string | null][] = [
    ['Phone', entry.phone],
    ['Company', entry.company],
    ['Website', entry.website],
    ['Service', entry.service],
    ['Subject', entry.subject],
  ];
  return (
    <article
      aria-labelledby={`${entry.key}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 shadow-card"
      data-kind={entry.kind}
      data-status={entry.status}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${entry.key}-title`} className="text-h3 text-fg">
          {KIND_NAMES[entry.kind]}
          {entry.name ? ` from ${entry.name}` : ''}
        </h2>
        <p className="text-sm text-fg-muted">
          <CompanyTime iso={entry.createdAt} /> ·{' '}
          <span className="font-semibold text-fg">{entry.status}</span>
        </p>
      </header>
      <p>
        <a
          href={`mailto:${entry.email}`}
          className="inline-flex min-h-11 items-center break-all text-link underline underline-offset-4"
        >
          {entry.email}
        </a>
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-fg">{label}</dt>
              <dd className="break-words text-fg-muted">{value}</dd>
            </div>
          ))}
        {entry.postSlug && (
          <div className="contents">
            <dt className="font-semibold text-fg">Post</dt>
            <dd>
              <a
                href={postPath(entry.postSlug)}
                className="inline-flex min-h-11 items-center text-link underline underline-offset-4"
              >
                {entry.postSlug}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {entry.message && (
        <p className="whitespace-pre-wrap break-words text-fg" dir="auto">
          {entry.message}
        </p>
      )}
      <footer className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted" data-mail={entry.mail}>
          {entry.mail === 'sent' && 'Mailed to the office.'}
          {entry.mail === 'pending' &&
            `Not mailed yet${entry.mailError ? ` (${entry.mailError})` : ''}: it is retried automatically.`}
          {entry.mail === 'failed' &&
            `The mail could not be sent: ${entry.mailError ?? 'given up after its tries'}. Retry from Jobs that failed.`}
        </p>
        {next && (
          <Form method="post">
            <input type="hidden" name="intent" value="set-status" />
            <input type="hidden" name="id" value={entry.id} />
            <input type="hidden" name="status" value={next.status} />
            <Button type="submit" variant="outline">
              {next.label}
            </Button>
          </Form>
        )}
      </footer>
    </article>
  );
}

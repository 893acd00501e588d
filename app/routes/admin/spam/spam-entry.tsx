import { Form } from 'react-router';
import type { SpamEntry } from '../../../../server/spam/store';
import { CompanyTime, KitButton } from '../kit';
import { KIND_WORDS, REASON_WORDS } from './spam-reasons';

/** Where "not spam" puts each kind, in the button's description. */
const DESTINATION = {
  quote: 'Moves it to the leads as New and mails the office.',
  message: 'Moves it to the leads as New and mails the office.',
  comment: 'Moves it to Comments, waiting for approval.',
  subscriber: 'Puts the address on the newsletter list and sends the welcome mail.',
} as const;

/** One entry of the Spam folder: what was sent (escaped by React), why it is here, and "Not spam". */
export function SpamEntryCard({ entry }: { entry: SpamEntry }) {
  const titleId = `${entry.key}-title`;
  const details: [string, string | null][] = [
    ['Phone', entry.phone],
    ['Company', entry.company],
    ['Website', entry.website],
    ['Service', entry.service],
    ['Subject', entry.subject],
    ['Post', entry.postSlug],
    // The files themselves open from the lead, once it is moved out of Spam.
    [
      'Files',
      entry.files > 0
        ? `${entry.files}: ${entry.files === 1 ? 'open it' : 'open them'} from the lead after “Not spam”`
        : null,
    ],
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 shadow-card"
      data-kind={entry.kind}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-h3 text-fg">
          {KIND_WORDS[entry.kind]}
          {entry.name ? ` from ${entry.name}` : ''}
        </h2>
        <p className="text-sm text-fg-muted">
          <CompanyTime iso={entry.createdAt} />
        </p>
      </header>
      <p className="break-all text-fg">{entry.email}</p>
      <div className="rounded-md border border-border-strong bg-surface-muted px-4 py-3">
        <p className="text-sm font-semibold text-fg">Why it is here</p>
        <ul className="list-disc pl-5 text-sm text-fg">
          {entry.reasons.length > 0 ? (
            entry.reasons.map((reason) => <li key={reason}>{REASON_WORDS[reason]}</li>)
          ) : (
            <li>The checks suspected it.</li>
          )}
        </ul>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-fg">{label}</dt>
              <dd className="break-words text-fg-muted">{value}</dd>
            </div>
          ))}
      </dl>
      {entry.message && (
        <p className="whitespace-pre-wrap break-words text-fg" dir="auto">
          {entry.message}
        </p>
      )}
      <footer className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${entry.key}-hint`} className="text-sm text-fg-muted">
          {DESTINATION[entry.kind]}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="not-spam" />
          <input type="hidden" name="key" value={entry.key} />
          <KitButton type="submit" aria-describedby={`${titleId} ${entry.key}-hint`}>
            Not spam
          </KitButton>
        </Form>
      </footer>
    </article>
  );
}

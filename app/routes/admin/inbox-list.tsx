import { Download, Gauge, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { InboxEntry, InboxKind } from '../../../server/store/inbox';
import { Button } from '../../components/button';
import { fieldControlClass } from '../../components/form/form-field';
import { InboxItem } from './inbox-item';

/** Props of {@link InboxList}. */
export interface InboxListProps {
  entries: readonly InboxEntry[];
  filter: { kind?: InboxKind; query: string };
  isMailOn: boolean;
}

export const KIND_LABELS: Record<InboxKind, string> = {
  quote: 'Quote requests',
  message: 'Messages',
  comment: 'Comments',
  subscriber: 'Subscribers',
};

/** The signed-in inbox: filter by kind and words, export, and every entry newest first. */
export function InboxList({ entries, filter, isMailOn }: InboxListProps) {
  const exportQuery = new URLSearchParams();
  if (filter.kind) exportQuery.set('kind', filter.kind);
  if (filter.query) exportQuery.set('q', filter.query);
  const exportHref = `/admin/export.csv${exportQuery.size ? `?${exportQuery}` : ''}`;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form
          method="get"
          role="search"
          aria-label="Filter the inbox"
          className="flex flex-wrap items-end gap-3"
        >
          <div className="flex flex-col gap-2">
            <label htmlFor="inbox-kind" className="text-sm font-semibold text-fg">
              Kind
            </label>
            <select
              id="inbox-kind"
              name="kind"
              defaultValue={filter.kind ?? ''}
              className={`min-h-12 ${fieldControlClass}`}
            >
              <option value="">Everything</option>
              {Object.entries(KIND_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor="inbox-q" className="text-sm font-semibold text-fg">
              Search
            </label>
            <input
              id="inbox-q"
              type="search"
              name="q"
              defaultValue={filter.query}
              className={`min-h-12 ${fieldControlClass}`}
            />
          </div>
          <Button type="submit">
            <Search aria-hidden="true" className="size-4" />
            Filter
          </Button>
        </Form>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/admin?view=speed"
            className="inline-flex min-h-12 items-center gap-2 rounded-md border border-border-strong px-5 text-sm font-semibold text-fg uppercase hover:bg-surface-muted"
          >
            <Gauge aria-hidden="true" className="size-4" />
            Site speed
          </Link>
          <a
            href={exportHref}
            download
            className="inline-flex min-h-12 items-center gap-2 rounded-md border border-border-strong px-5 text-sm font-semibold text-fg uppercase hover:bg-surface-muted"
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </div>
      </div>
      {!isMailOn && (
        <p className="rounded-md border border-border-strong bg-surface-muted px-4 py-3 text-fg">
          Mail to the office is off (no SMTP_URL and NOTIFY_TO): new entries appear only here.
        </p>
      )}
      <p role="status" className="text-fg-muted">
        {entries.length === 1 ? '1 entry' : `${entries.length} entries`}
        {filter.kind ? ` in ${KIND_LABELS[filter.kind].toLowerCase()}` : ''}
        {filter.query ? ` matching “${filter.query}”` : ''}, newest first.
      </p>
      {entries.length > 0 ? (
        <ol className="flex flex-col gap-4">
          {entries.map((entry) => (
            <li key={entry.key}>
              <InboxItem entry={entry} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-lg text-fg">Nothing here yet.</p>
      )}
    </div>
  );
}

import { Download, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { InboxEntry } from '../../../server/store/inbox';
import { Button } from '../../components/button';
import { fieldControlClass } from '../../components/form/form-field';
import { InboxItem } from './inbox-item';

/** What the inbox lists beside the leads (which have their pipeline: /admin/leads). */
export type OtherKind = 'comment' | 'subscriber';

/** Props of {@link InboxList}. */
export interface InboxListProps {
  entries: readonly InboxEntry[];
  filter: { kind: OtherKind; query: string };
  /** The company's time zone (office settings): the entries' times are on its clock. */
}

export const KIND_LABELS: Record<OtherKind, string> = {
  comment: 'Comments',
  subscriber: 'Subscribers',
};

/** Comments or newsletter sign-ups: filter by kind and words, export, newest first. */
export function InboxList({ entries, filter }: InboxListProps) {
  const exportQuery = new URLSearchParams({ kind: filter.kind });
  if (filter.query) exportQuery.set('q', filter.query);
  const exportHref = `/admin/export.csv?${exportQuery}`;
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
              defaultValue={filter.kind}
              className={`min-h-12 ${fieldControlClass}`}
            >
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
            to="/admin"
            className="inline-flex min-h-12 items-center gap-2 rounded-md border border-border-strong px-5 text-sm font-semibold text-fg uppercase hover:bg-surface-muted"
          >
            Back to the leads
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
      <p role="status" className="text-fg-muted">
        {entries.length === 1 ? '1 entry' : `${entries.length} entries`}
        {` in ${KIND_LABELS[filter.kind].toLowerCase()}`}
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

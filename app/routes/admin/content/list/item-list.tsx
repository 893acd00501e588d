import { Form, Link } from 'react-router';
import type { ContentStatus } from '../../../../../server/content/tables';
import { Button } from '../../../../components/button';
import { buttonClass } from '../../../../components/button-styles';
import { fieldControlClass } from '../../../../components/form/form-field';
import { Notice } from '../../kit';
import { type CollectionInfo, contentPath } from '../collection-labels';
import { DoneNotice } from '../done-notice';
import { ScreenHeader } from '../screen-header';
import { ItemRow, type ListItem } from './item-row';

/** What the list screen's loader gives. */
export interface ListData {
  collection: CollectionInfo;
  canCreate: boolean;
  items: ListItem[];
  search: string;
  status: ContentStatus | '';
  deleting: { id: number; title: string } | null;
}

const STATUS_OPTIONS: [ContentStatus | '', string][] = [
  ['', 'Any status'],
  ['draft', 'Drafts'],
  ['scheduled', 'Scheduled'],
  ['published', 'Published'],
];

/** /admin/content/<collection>: search, filter by status, and each item with its actions. */
export function ItemList({ data, actionData }: { data: ListData; actionData?: unknown }) {
  const { collection, items, search, status, deleting, canCreate } = data;
  const error = (actionData as { error?: string } | undefined)?.error;
  const isFiltered = search !== '' || status !== '';
  return (
    <>
      <ScreenHeader
        crumbs={[{ to: contentPath(), label: 'Content' }]}
        title={collection.label}
        intro={collection.about}
        action={
          canCreate && (
            <Link to={contentPath(collection.name, 'new')} className={buttonClass('primary')}>
              New {collection.one}
            </Link>
          )
        }
      />
      <DoneNotice />
      {error && <Notice tone="error">{error}</Notice>}

      <Form
        method="get"
        role="search"
        aria-label={`Search ${collection.label.toLowerCase()}`}
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-2">
          <label htmlFor="content-search" className="text-sm font-semibold text-fg">
            Title or address
          </label>
          <input
            id="content-search"
            type="search"
            name="q"
            defaultValue={search}
            className={`min-h-11 ${fieldControlClass} py-2`}
          />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor="content-status" className="text-sm font-semibold text-fg">
            Status
          </label>
          <select
            id="content-status"
            name="status"
            defaultValue={status}
            className={`min-h-11 ${fieldControlClass} py-2`}
          >
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>

      <section aria-labelledby="items-title" className="flex flex-col gap-3">
        <h2 id="items-title" className="text-h3 text-fg">
          {items.length === 1
            ? `1 ${collection.one}`
            : `${items.length} ${collection.label.toLowerCase()}`}
          {isFiltered && <span className="font-normal text-fg-muted"> found</span>}
        </h2>
        {items.length === 0 ? (
          <p className="text-fg-muted">
            {isFiltered ? 'Nothing matches. ' : 'None yet. '}
            {isFiltered && (
              <Link to={contentPath(collection.name)} className="text-link underline">
                Show all
              </Link>
            )}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <ItemRow
                key={item.id}
                collection={collection}
                item={item}
                canCopy={canCreate}
                isDeleting={deleting?.id === item.id}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

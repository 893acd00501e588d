import { Link } from 'react-router';
import type { ContentStatus } from '../../../../../server/content/tables';
import { buttonClass } from '../../../../components/button-styles';
import { ClockNote, CompanyClock, Field, FilterBar, Notice } from '../../kit';
import { type CollectionInfo, contentPath } from '../collection-labels';
import { DoneNotice } from '../done-notice';
import { ScreenHeader } from '../screen-header';
import { ItemRow, type ListItem } from './item-row';
import { ReorderList } from './reorder-list';

/** What the list screen's loader gives. */
export interface ListData {
  collection: CollectionInfo;
  canCreate: boolean;
  /** Listed in the site's order, to be moved (a collection with an order, unfiltered). */
  canReorder: boolean;
  items: ListItem[];
  search: string;
  status: ContentStatus | '';
  deleting: { id: number; title: string } | null;
  /** The zone the list's times are on. */
  timeZone: string;
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
    <CompanyClock zone={data.timeZone}>
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
      <ClockNote />
      <DoneNotice />
      {error && <Notice tone="error">{error}</Notice>}

      <FilterBar
        label={`Search ${collection.label.toLowerCase()}`}
        clearTo={contentPath(collection.name)}
        isFiltered={isFiltered}
      >
        <Field
          id="content-search"
          label="Title or address"
          name="q"
          required={false}
          input={{ type: 'search', defaultValue: search }}
        />
        <Field id="content-status" label="Status" name="status" required={false}>
          {(props) => (
            <select {...props} defaultValue={status} className={`min-h-11 ${props.className} py-2`}>
              {STATUS_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FilterBar>

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
        ) : data.canReorder ? (
          <ReorderList collection={collection} items={items} deletingId={deleting?.id ?? null} />
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
    </CompanyClock>
  );
}

import { Link } from 'react-router';
import { ScreenTitle } from '../admin-shell';
import { type CollectionInfo, contentPath, SETTINGS } from './collection-labels';

/** A collection as the overview lists it: what it is and how many items are in each state. */
export interface CollectionCount extends CollectionInfo {
  total: number;
  draft: number;
  scheduled: number;
  published: number;
  unpublishedChanges: number;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** /admin/content: every collection with its counts, the site-wide copy last. */
export function ContentOverview({ collections }: { collections: readonly CollectionCount[] }) {
  return (
    <>
      <ScreenTitle
        title="Content"
        intro="Everything visitors read and see. Saving keeps a draft; the site changes only when you publish."
      />
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {collections.map((collection) => (
          <li
            key={collection.name}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 shadow-card"
          >
            <h2 className="text-h3 text-fg">
              <Link
                to={contentPath(collection.name)}
                className="rounded-sm underline-offset-4 hover:underline"
              >
                {collection.label}
              </Link>
            </h2>
            <p className="text-fg-muted">{collection.about}</p>
            <p className="text-sm text-fg">
              {collection.name === SETTINGS
                ? plural(collection.total, 'document')
                : `${collection.published} published · ${collection.draft} draft${collection.draft === 1 ? '' : 's'}${
                    collection.scheduled ? ` · ${collection.scheduled} scheduled` : ''
                  }`}
              {collection.unpublishedChanges > 0 &&
                ` · ${collection.unpublishedChanges} with unpublished changes`}
            </p>
            {collection.name !== SETTINGS && (
              <p className="mt-auto">
                <Link
                  to={contentPath(collection.name, 'new')}
                  className="inline-flex min-h-11 items-center rounded-sm text-sm font-semibold text-link underline underline-offset-4"
                >
                  New {collection.one}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

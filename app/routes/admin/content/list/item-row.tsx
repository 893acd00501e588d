import type { CSSProperties, ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { ContentStatus } from '../../../../../server/content/tables';
import { RowCard } from '../../admin-shell';
import { ButtonLink, CompanyTime, ConfirmDialog, MenuItem, RowMenu } from '../../kit';
import { ChangedNote, type ChangeNote } from '../changed-note';
import { type CollectionInfo, contentPath } from '../collection-labels';
import type { MediaChoice } from '../photos/media-choice';
import { Thumbnail } from '../photos/thumbnail';
import { StatusBadge } from '../status-badge';
import { dragRow } from './use-pointer-reorder';

/** One item as the list shows it. */
export interface ListItem {
  id: number;
  slug: string;
  title: string;
  status: ContentStatus;
  scheduledFor: string | null;
  hasUnpublishedChanges: boolean;
  changed: ChangeNote;
  /** Its picture small, where the list shows pictures (a collection with an order). */
  thumbnail?: MediaChoice | null;
}

/**
 * An item: its title, address, status, last change; one primary action (Edit) and the rest in
 * the kit's row menu (Duplicate, Unpublish, Delete…, the last asked first in the kit's
 * confirmation; `?delete=ID` opens that confirmation from the server too).
 */
export function ItemRow({
  collection,
  item,
  canCopy,
  isDeleting = false,
  mover,
  dragStyle,
}: {
  collection: CollectionInfo;
  item: ListItem;
  canCopy: boolean;
  /** The page was asked for this item's delete confirmation (`?delete=ID`). */
  isDeleting?: boolean;
  /** The drag handle and move buttons, in a list with an order (reorder-list.tsx). */
  mover?: (formId: string) => ReactNode;
  /** While a drag is on: its place in the preview, lifted if it is the one (usePointerReorder). */
  dragStyle?: CSSProperties;
}) {
  const editPath = contentPath(collection.name, item.id);
  const formId = `item-${item.id}-actions`;
  const confirmId = `delete-${item.id}`;
  const canUnpublish = item.status !== 'draft';
  return (
    <RowCard
      sideBySide="lg"
      data-item={item.id}
      {...dragRow}
      // The drag's preview (RowCard keeps its own classes).
      style={dragStyle}
    >
      <div className="flex min-w-0 items-start gap-3">
        {mover?.(formId)}
        {item.thumbnail !== undefined && (
          <Thumbnail media={item.thumbnail ?? undefined} name="" className="w-20 text-xs" />
        )}
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-lg font-semibold text-fg">
            <Link to={editPath} className="rounded-sm underline-offset-4 hover:underline">
              {item.title}
            </Link>
          </p>
          {canCopy && (
            <p className="break-all font-mono text-sm text-fg-muted">
              {collection.publicBase ? `${collection.publicBase}/` : ''}
              {item.slug}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            <StatusBadge status={item.status} hasUnpublishedChanges={item.hasUnpublishedChanges} />
            {item.scheduledFor && (
              <span>
                for <CompanyTime iso={item.scheduledFor} />
              </span>
            )}
            <ChangedNote changed={item.changed} />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={editPath}>
          Edit<span className="sr-only"> {item.title}</span>
        </ButtonLink>
        {(canCopy || canUnpublish) && (
          <>
            {/* The menu's submits name this form: a form inside role="menu" is no menu item. */}
            <Form method="post" id={formId} hidden>
              <input type="hidden" name="id" value={item.id} />
            </Form>
            <RowMenu label={item.title}>
              {canCopy && (
                <MenuItem type="submit" form={formId} name="intent" value="duplicate">
                  Duplicate
                </MenuItem>
              )}
              {canUnpublish && (
                <MenuItem type="submit" form={formId} name="intent" value="unpublish">
                  Unpublish
                </MenuItem>
              )}
              {canCopy && (
                <MenuItem destructive commandfor={confirmId} command="show-modal">
                  Delete…
                </MenuItem>
              )}
            </RowMenu>
          </>
        )}
        {canCopy && (
          <ConfirmDialog
            id={confirmId}
            isOpen={isDeleting}
            title={`Delete “${item.title}”?`}
            consequence={`The ${collection.one} and all its revisions are deleted${
              collection.publicBase ? ', and its page leaves the site' : ''
            }. This cannot be undone; to take it off the site but keep it, unpublish it instead.`}
            confirm="Delete for good"
            action={contentPath(collection.name)}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
          </ConfirmDialog>
        )}
      </div>
    </RowCard>
  );
}

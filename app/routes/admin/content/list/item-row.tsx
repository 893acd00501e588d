import { Form, Link } from 'react-router';
import type { ContentStatus } from '../../../../../server/content/tables';
import { Button } from '../../../../components/button';
import { buttonClass } from '../../../../components/button-styles';
import { RowCard } from '../../admin-shell';
import { ChangedNote, type ChangeNote } from '../changed-note';
import { type CollectionInfo, contentPath } from '../collection-labels';
import { StatusBadge } from '../status-badge';
import { useDeleteDialog } from './delete-dialog';

/** One item as the list shows it. */
export interface ListItem {
  id: number;
  slug: string;
  title: string;
  status: ContentStatus;
  scheduledFor: string | null;
  hasUnpublishedChanges: boolean;
  changed: ChangeNote;
}

const small = 'min-h-11 px-4 py-2 text-xs';

/** An item: its title (the way to edit it), address, status, last change and actions. */
export function ItemRow({
  collection,
  item,
  canCopy,
}: {
  collection: CollectionInfo;
  item: ListItem;
  canCopy: boolean;
}) {
  const openDelete = useDeleteDialog();
  const editPath = contentPath(collection.name, item.id);
  return (
    <RowCard sideBySide="lg">
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
          {item.scheduledFor && <span>for {item.scheduledFor}</span>}
          <ChangedNote changed={item.changed} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={editPath} className={buttonClass('outline', small)}>
          Edit<span className="sr-only"> {item.title}</span>
        </Link>
        {canCopy && (
          <Form method="post">
            <input type="hidden" name="intent" value="duplicate" />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" variant="outline" className={small}>
              Duplicate<span className="sr-only"> {item.title}</span>
            </Button>
          </Form>
        )}
        {item.status !== 'draft' && (
          <Form method="post">
            <input type="hidden" name="intent" value="unpublish" />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" variant="outline" className={small}>
              Unpublish<span className="sr-only"> {item.title}</span>
            </Button>
          </Form>
        )}
        {canCopy && (
          // Without JavaScript the link opens the confirmation on the page; with it, a dialog.
          <a
            href={`${contentPath(collection.name)}?delete=${item.id}`}
            onClick={(event) => openDelete(event, { id: item.id, title: item.title })}
            className={buttonClass('outline', small)}
          >
            Delete<span className="sr-only"> {item.title}</span>
          </a>
        )}
      </div>
    </RowCard>
  );
}

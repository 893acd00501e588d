import { Form, Link } from 'react-router';
import { Button } from '../../../../components/button';
import { buttonClass } from '../../../../components/button-styles';
import { type CollectionInfo, contentPath } from '../collection-labels';

/** The question and its two answers, in the dialog or on the page. */
export function DeleteForm({
  collection,
  item,
  titleId,
  onCancel,
}: {
  collection: CollectionInfo;
  item: { id: number; title: string };
  titleId: string;
  /** Closes the dialog; without it Cancel is a link back to the list. */
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 p-5">
      <h2 id={titleId} className="text-h3 text-fg">
        {`Delete “${item.title}”?`}
      </h2>
      <p className="text-fg-muted">
        The {collection.one} and all its revisions are deleted
        {collection.publicBase ? ', and its page leaves the site' : ''}. This cannot be undone; to
        take it off the site but keep it, unpublish it instead.
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action={contentPath(collection.name)}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit">Delete for good</Button>
        </Form>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} autoFocus>
            Cancel
          </Button>
        ) : (
          <Link to={contentPath(collection.name)} className={buttonClass('outline')}>
            Cancel
          </Link>
        )}
      </div>
    </div>
  );
}

/** The confirmation on the page (`?delete=ID`): how deleting works without JavaScript. */
export function DeleteConfirm({
  collection,
  item,
}: {
  collection: CollectionInfo;
  item: { id: number; title: string };
}) {
  return (
    <section
      aria-labelledby="delete-title"
      className="rounded-lg border-2 border-accent-text bg-surface"
    >
      <DeleteForm collection={collection} item={item} titleId="delete-title" />
    </section>
  );
}

import { useRef, useState } from 'react';
import { Form } from 'react-router';
import type { CollectionInfo } from '../collection-labels';
import { listButtonClass } from '../form/list-button';
import { useIsHydrated } from '../use-is-hydrated';
import { DragHandle } from './drag-handle';
import { ItemRow, type ListItem } from './item-row';
import { moveId } from './reorder-moves';
import { usePointerReorder } from './use-pointer-reorder';

/**
 * A collection's items in the order the site shows them (issue 32: "Order" fields become drag
 * handles and move buttons). Move up and Move down are the keyboard's and the no-script way (each
 * posts one move); with JavaScript a handle drags an item, and the drop posts the new order.
 */
export function ReorderList({
  collection,
  items,
  deletingId,
}: {
  collection: CollectionInfo;
  items: readonly ListItem[];
  deletingId: number | null;
}) {
  const isHydrated = useIsHydrated();
  const posted = items.map((item) => item.id);
  const postedKey = posted.join(',');
  // A drop's order, shown until the server's answer brings the list back (in it, or refused).
  const [dropped, setDropped] = useState<{ over: string; ids: readonly number[] } | null>(null);
  const ids = dropped?.over === postedKey ? dropped.ids : posted;
  const byId = new Map(items.map((item) => [item.id, item]));
  const form = useRef<HTMLFormElement>(null);
  const orderInput = useRef<HTMLInputElement>(null);
  // The drop posts every id in its new place (the server checks the list is still the same).
  const drag = usePointerReorder((from, to) => {
    const moved = ids[from];
    if (moved === undefined || !orderInput.current) return;
    const next = moveId(ids, moved, to);
    setDropped({ over: postedKey, ids: next });
    orderInput.current.value = next.join(',');
    form.current?.requestSubmit();
  });

  return (
    <>
      <p className="text-sm text-fg-muted">
        The site shows them in this order. Move one with its Move up and Move down buttons
        {isHydrated ? ', or drag it by its handle' : ''}.
      </p>
      <Form method="post" ref={form} hidden>
        <input type="hidden" name="intent" value="reorder" />
        <input type="hidden" name="order" ref={orderInput} />
      </Form>
      <ol className="flex flex-col gap-3">
        {ids.map((id, index) => {
          const item = byId.get(id);
          if (!item) return null;
          return (
            <ItemRow
              key={id}
              collection={collection}
              item={item}
              canCopy
              isDeleting={deletingId === id}
              dragStyle={drag.rowStyle(index)}
              mover={(formId) => (
                <div className="flex shrink-0 flex-col items-center gap-1">
                  {isHydrated && <DragHandle handlers={drag.handleProps(index)} />}
                  <button
                    type="submit"
                    form={formId}
                    name="intent"
                    value="move-up"
                    disabled={index === 0}
                    className={listButtonClass}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="sr-only">
                      Move up {item.title} (now {index + 1} of {ids.length})
                    </span>
                  </button>
                  <button
                    type="submit"
                    form={formId}
                    name="intent"
                    value="move-down"
                    disabled={index === ids.length - 1}
                    className={listButtonClass}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="sr-only">
                      Move down {item.title} (now {index + 1} of {ids.length})
                    </span>
                  </button>
                </div>
              )}
            />
          );
        })}
      </ol>
    </>
  );
}

import { GripVertical } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import type { CollectionInfo } from '../collection-labels';
import { listButtonClass } from '../form/list-button';
import { useIsHydrated } from '../use-is-hydrated';
import { ItemRow, type ListItem } from './item-row';
import { dropIndex, moveId } from './reorder-moves';

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
  const [ids, setIdsState] = useState<readonly number[]>(posted);
  const [dragged, setDraggedState] = useState<number | null>(null);
  // The pointer's handlers read these, never a render's stale copy (a drop can follow a move
  // before React has drawn it).
  const idsNow = useRef(ids);
  const draggedNow = useRef<number | null>(null);
  const setIds = (next: readonly number[]) => {
    idsNow.current = next;
    setIdsState(next);
  };
  const setDragged = (next: number | null) => {
    draggedNow.current = next;
    setDraggedState(next);
  };
  const list = useRef<HTMLOListElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const orderInput = useRef<HTMLInputElement>(null);
  const postedKey = posted.join(',');
  // The server's order, once a move was saved (or refused).
  useEffect(() => {
    const next = postedKey.split(',').map(Number);
    idsNow.current = next;
    setIdsState(next);
  }, [postedKey]);
  const byId = new Map(items.map((item) => [item.id, item]));

  const startDrag = (id: number) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragged(id);
  };
  const drag = (event: PointerEvent<HTMLElement>) => {
    const moving = draggedNow.current;
    if (moving === null || !list.current) return;
    // Near the window's top or bottom edge the page scrolls, so a long list can be crossed.
    const edge = 48;
    if (event.clientY < edge) window.scrollBy(0, -16);
    else if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 16);
    const middles = [...list.current.querySelectorAll<HTMLElement>('[data-item]')]
      .filter((row) => Number(row.dataset.item) !== moving)
      .map((row) => {
        const box = row.getBoundingClientRect();
        return box.top + box.height / 2;
      });
    const next = moveId(idsNow.current, moving, dropIndex(middles, event.clientY));
    if (next !== idsNow.current) setIds(next);
  };
  const drop = () => {
    if (draggedNow.current === null) return;
    setDragged(null);
    const order = idsNow.current.join(',');
    if (order === postedKey || !orderInput.current) return;
    orderInput.current.value = order;
    form.current?.requestSubmit();
  };
  const cancel = () => {
    setDragged(null);
    setIds(posted);
  };

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
      <ol ref={list} className="flex flex-col gap-3">
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
              isDragged={dragged === id}
              mover={(formId) => (
                <div className="flex shrink-0 flex-col items-center gap-1">
                  {isHydrated && (
                    // The pointer's way; the buttons below are the keyboard's.
                    <span
                      aria-hidden="true"
                      title="Drag to move"
                      onPointerDown={startDrag(id)}
                      onPointerMove={drag}
                      onPointerUp={drop}
                      onPointerCancel={cancel}
                      onLostPointerCapture={drop}
                      className="grid min-h-11 min-w-11 cursor-grab touch-none place-items-center rounded-md text-fg-muted hover:bg-surface-muted active:cursor-grabbing"
                    >
                      <GripVertical className="size-5" />
                    </span>
                  )}
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

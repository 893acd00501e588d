import { GripVertical } from 'lucide-react';
import type { usePointerReorder } from './use-pointer-reorder';

/**
 * A row's drag handle (usePointerReorder): for the pointer only, hidden from assistive
 * technology, whose way is the row's Move up and Move down buttons. 44 px, as they are.
 */
export function DragHandle({
  handlers,
}: {
  handlers: ReturnType<ReturnType<typeof usePointerReorder>['handleProps']>;
}) {
  return (
    <span
      aria-hidden="true"
      title="Drag to move"
      {...handlers}
      className="grid min-h-11 min-w-11 shrink-0 cursor-grab touch-none place-items-center rounded-md text-fg-muted hover:bg-surface-muted active:cursor-grabbing"
    >
      <GripVertical className="size-5" />
    </span>
  );
}

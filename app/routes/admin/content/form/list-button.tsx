import type { MouseEvent, ReactNode } from 'react';
import { type ListOp, listOpValue } from './list-ops';

/** The look of every small button that works on an entry of a list (move, remove, cover). */
export const listButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-border-strong px-3 text-sm font-semibold text-fg hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A button that changes the list: with JavaScript it changes the form at once; without, it
 * posts the form and the action sends it back changed (nothing is saved).
 */
export function ListButton({
  id,
  op,
  onOp,
  children,
  disabled,
}: {
  id?: string;
  op: ListOp;
  onOp: (op: ListOp) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  const handleClick = (event: MouseEvent) => {
    event.preventDefault();
    onOp(op);
  };
  return (
    <button
      id={id}
      type="submit"
      name="op"
      value={listOpValue(op)}
      formNoValidate
      disabled={disabled}
      onClick={handleClick}
      className={listButtonClass}
    >
      {children}
    </button>
  );
}

import { X } from 'lucide-react';
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Whether the drawer is shown. */
  isOpen: boolean;
  /** Called whenever the drawer closes: close button, Escape, backdrop or an internal link. */
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** The control that opened the drawer; focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Shown at the top left, beside the close button (usually the logo). */
  heading: ReactNode;
  children: ReactNode;
  id?: string;
}

/**
 * A modal panel sliding in from the right, built on `<dialog>`: `showModal()`
 * keeps focus inside and makes the page behind it inert.
 */
export function Drawer({
  isOpen,
  onClose,
  label,
  closeLabel,
  returnFocusRef,
  heading,
  children,
  id,
}: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
    if (!isOpen) return;
    // The page behind must not scroll while the drawer is open.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [isOpen]);

  const handleClose = () => {
    onClose();
    returnFocusRef.current?.focus();
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    // Only the backdrop targets the dialog itself: the inner wrapper covers the whole panel.
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.closest('a[href^="/"]')) ref.current?.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by <dialog>
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      onClose={handleClose}
      onClick={handleClick}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto overscroll-contain bg-surface p-0 text-fg shadow-pop backdrop:bg-overlay open:translate-x-0 motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out starting:open:translate-x-full"
    >
      <div className="flex min-h-full flex-col gap-8 px-6 pt-4 pb-10">
        <div className="flex items-center justify-between gap-4 border-b border-border pb-4">
          {heading}
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => ref.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-full border border-border-strong text-fg transition-colors hover:border-accent hover:bg-accent hover:text-on-accent"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Id the opening button's `commandfor` names. */
  id: string;
  /** Accessible name of the dialog. */
  label: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Shown at the top left, beside the close button (usually the logo). */
  heading: ReactNode;
  children: ReactNode;
}

/**
 * A modal panel sliding in from the right, built on `<dialog>` and always in the HTML, so it
 * works before and without the page's script: a button with `commandfor={id}` and
 * `command="show-modal"` opens it, the close button, Escape and a click on the backdrop
 * (`closedby="any"`) close it, the browser keeps focus inside and returns it to the opener,
 * and the page behind is inert and does not scroll (base.css). A link inside leads to another
 * document; leaving the page closes its open dialogs (the islands boot, on `pagehide`), so a
 * page restored from the back/forward cache shows no open drawer.
 */
export function Drawer({ id, label, closeLabel, heading, children }: DrawerProps) {
  return (
    <dialog
      id={id}
      aria-label={label}
      closedby="any"
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto overscroll-contain bg-surface p-0 text-fg shadow-pop backdrop:bg-overlay open:translate-x-0 motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out starting:open:translate-x-full"
    >
      <div className="flex min-h-full flex-col gap-8 px-6 pt-4 pb-10">
        <div className="flex items-center justify-between gap-4 border-b border-border pb-4">
          {heading}
          <button
            type="button"
            aria-label={closeLabel}
            commandfor={id}
            command="close"
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

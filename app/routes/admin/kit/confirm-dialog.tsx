import { type ReactNode, useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { KitButton } from './button-link';

/**
 * The admin's one kind of confirmation: a modal `<dialog>` saying what will happen, with the
 * destructive button and Cancel. Opened by a button with `commandfor={id} command="show-modal"`
 * (no script needed); Escape, Cancel or a click outside closes it and nothing happens. On close,
 * focus goes back to `opener` (the row's menu button) when the item that opened it is gone.
 */
export function ConfirmDialog({
  id,
  title,
  consequence,
  confirm,
  action,
  opener,
  isOpen = false,
  children,
}: {
  /**
   * Open from the start: a confirmation the server answered with (what an erasure would delete).
   * Without script it shows in place; with it, modal like the others.
   */
  isOpen?: boolean;
  id: string;
  /** A question: "Delete the template “Visit offer”?" */
  title: string;
  /** What happens, in words, and what does not. */
  consequence: ReactNode;
  /** The destructive button's words: "Delete the template". */
  confirm: string;
  /** Where the form posts (default: this screen). */
  action?: string;
  /** Id of the element that gets focus back when the dialog closes. */
  opener?: string;
  /** The form's hidden fields (intent, id). */
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!isOpen || !element || element.matches(':modal')) return;
    if (element.open) element.close();
    element.showModal();
  }, [isOpen]);
  return (
    <dialog
      ref={dialog}
      open={isOpen || undefined}
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      closedby="any"
      onClose={(event) => {
        const from = opener ?? event.currentTarget.dataset.opener;
        const back = from ? document.getElementById(from) : null;
        if (back && !document.activeElement?.closest('dialog[open]')) back.focus();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-border bg-surface p-6 text-fg shadow-pop backdrop:bg-overlay"
    >
      <div className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-h3 text-fg">
          {title}
        </h2>
        <p id={`${id}-text`} className="text-fg-muted">
          {consequence}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <Form
            method="post"
            action={action}
            onSubmit={(event) => event.currentTarget.closest('dialog')?.close()}
          >
            {children}
            <KitButton type="submit" tone="destructive">
              {confirm}
            </KitButton>
          </Form>
          <KitButton commandfor={id} command="close" autoFocus>
            Cancel
          </KitButton>
        </div>
      </div>
    </dialog>
  );
}

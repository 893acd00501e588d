import { X } from 'lucide-react';
import { type MouseEvent, type RefObject, useEffect, useRef } from 'react';

/** Props of {@link VideoModal}. */
export interface VideoModalProps {
  /** Whether the modal is shown; the player exists only while it is. */
  isOpen: boolean;
  /** Called when the modal closes: close button, Escape or a click on the backdrop. */
  onClose: () => void;
  /** Video title: the dialog's and the frame's accessible name. */
  title: string;
  /** Address of the hosted player (with autoplay). */
  embedSrc: string;
  /** The play button; focus returns to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * A modal `<dialog>` with the hosted video. The iframe is rendered only while
 * open, so nothing loads from the video host before the visitor asks, and
 * closing removes the player (and its sound) entirely.
 */
export function VideoModal({ isOpen, onClose, title, embedSrc, returnFocusRef }: VideoModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const handleClose = () => {
    onClose();
    returnFocusRef.current?.focus();
  };
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) ref.current?.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by <dialog>
    <dialog
      ref={ref}
      aria-label={title}
      onClose={handleClose}
      onClick={handleClick}
      // Width: at most 64rem, a 1rem gap on phones, and short enough that the 16:9 player and its bar fit the viewport height.
      className="m-auto w-[min(64rem,calc(100vw-2rem),calc((100dvh-8rem)*16/9))] max-w-none rounded-lg bg-inverse-bg p-3 text-inverse-fg shadow-pop ring-1 ring-inverse-muted/25 backdrop:bg-overlay md:p-4"
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4 pl-1">
          <p className="truncate text-sm font-semibold">{title}</p>
          <button
            ref={closeRef}
            type="button"
            aria-label="Close video"
            onClick={() => ref.current?.close()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-inverse-muted/50 text-inverse-fg transition-colors hover:border-inverse-accent hover:bg-inverse-accent hover:text-inverse-bg"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="relative aspect-video w-full overflow-hidden rounded-md bg-inverse-surface">
          {isOpen && (
            <iframe
              src={embedSrc}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              className="absolute inset-0 h-full w-full border-0"
            />
          )}
        </div>
      </div>
    </dialog>
  );
}

import { X } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { PLAYER_ALLOW, PLAYER_CLASS } from '../browser/video-player';

/** Props of {@link VideoModal}. */
export interface VideoModalProps {
  /** Id the play button's `commandfor` names. */
  id: string;
  /** Video title: the dialog's and the frame's accessible name. */
  title: string;
  /** Address of the hosted player (with autoplay). */
  embedSrc: string;
}

/**
 * A modal `<dialog>` with the hosted video, always in the HTML so the play button opens it by
 * invoker command before and without the page's script; Escape, the close button and a click
 * on the backdrop close it and the browser returns focus to the play button. The iframe is
 * rendered only while the dialog is open (read from the dialog itself, so a dialog opened
 * before hydration is adopted): nothing loads from the video host before the visitor asks,
 * and closing removes the player and its sound. On a page with islands (decision 047)
 * app/islands/video-modal.ts does the same to the server's markup.
 */
export function VideoModal({ id, title, embedSrc }: VideoModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    setIsOpen(dialog.open);
    const sync = () => setIsOpen(dialog.open);
    dialog.addEventListener('toggle', sync);
    dialog.addEventListener('close', sync);
    return () => {
      dialog.removeEventListener('toggle', sync);
      dialog.removeEventListener('close', sync);
    };
  }, []);

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by <dialog>
    <dialog
      ref={ref}
      id={id}
      aria-label={title}
      closedby="any"
      onClick={handleClick}
      data-island="video-modal"
      data-embed-src={embedSrc}
      // Width: at most 64rem, a 1rem gap on phones, and short enough that the 16:9 player and its bar fit the viewport height.
      className="m-auto w-[min(64rem,calc(100vw-2rem),calc((100dvh-8rem)*16/9))] max-w-none rounded-lg bg-inverse-bg p-3 text-inverse-fg shadow-pop ring-1 ring-inverse-muted/25 backdrop:bg-overlay md:p-4"
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4 pl-1">
          <p className="truncate text-sm font-semibold">{title}</p>
          <button
            type="button"
            aria-label="Close video"
            commandfor={id}
            command="close"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-inverse-muted/50 text-inverse-fg transition-colors hover:border-inverse-accent hover:bg-inverse-accent hover:text-inverse-bg"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div
          className="relative aspect-video w-full overflow-hidden rounded-md bg-inverse-surface"
          data-video-player=""
        >
          {isOpen && (
            <iframe
              src={embedSrc}
              title={title}
              allow={PLAYER_ALLOW}
              allowFullScreen
              className={PLAYER_CLASS}
            />
          )}
        </div>
      </div>
    </dialog>
  );
}

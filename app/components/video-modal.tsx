import { X } from 'lucide-react';

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
 * A modal `<dialog>` for the hosted video, always in the HTML so the play button opens it by
 * invoker command before and without the page's script; Escape and the close button close it
 * and the browser returns focus to the play button. It holds no player: the video dialog
 * island (app/islands/video-modal.ts) adds it while the dialog is open (nothing loads from the
 * video host before the visitor asks; closing removes the player and its sound) and closes
 * the dialog on a click on its backdrop.
 */
export function VideoModal({ id, title, embedSrc }: VideoModalProps) {
  return (
    <dialog
      id={id}
      aria-label={title}
      closedby="any"
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
        />
      </div>
    </dialog>
  );
}

import { Play } from 'lucide-react';
import { useId } from 'react';
import { VideoModal } from './video-modal';

/** Looks of the play button. */
export type PlayButtonVariant = 'large' | 'small';

/** Props of {@link VideoModalButton}. */
export interface VideoModalButtonProps {
  /** Video title, used in the button's accessible name ("Play video: …") and the modal. */
  title: string;
  /** Address of the hosted player, with autoplay. */
  embedSrc: string;
  /** `large` is the round accent button over poster art; `small` sits inline with text. */
  variant?: PlayButtonVariant;
  /** Shows the words "Play video" beside the icon. */
  showLabel?: boolean;
  className?: string;
}

const circleClass: Record<PlayButtonVariant, string> = {
  large: 'size-20 md:size-24 [&>svg]:size-8',
  small: 'size-14 [&>svg]:size-5',
};

/**
 * A play button that opens the video in a modal dialog by invoker command, so it works from
 * first paint. Nothing from the video host is requested until it is pressed.
 */
export function VideoModalButton({
  title,
  embedSrc,
  variant = 'large',
  showLabel = false,
  className = '',
}: VideoModalButtonProps) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-label={`Play video: ${title}`}
        aria-haspopup="dialog"
        commandfor={id}
        command="show-modal"
        className={`group inline-flex items-center gap-4 rounded-full text-left font-semibold ${className}`}
      >
        <span
          aria-hidden="true"
          className={`relative grid shrink-0 place-items-center rounded-full bg-accent text-on-accent shadow-pop transition-transform group-hover:scale-105 motion-safe:duration-300 ${circleClass[variant]}`}
        >
          <span className="absolute inset-0 rounded-full border-2 border-accent motion-safe:animate-ping motion-safe:[animation-duration:2.4s]" />
          <Play className="translate-x-0.5 fill-current" />
        </span>
        {showLabel && (
          <span className="text-sm uppercase tracking-wider underline-offset-4 group-hover:underline">
            Play video
          </span>
        )}
      </button>
      <VideoModal id={id} title={title} embedSrc={embedSrc} />
    </>
  );
}

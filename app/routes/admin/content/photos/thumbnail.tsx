import type { MediaChoice } from './media-choice';

/** A stored picture small, or a placeholder saying none is chosen (or the name is unknown). */
export function Thumbnail({
  media,
  name,
  className = '',
}: {
  media: MediaChoice | undefined;
  name: string;
  className?: string;
}) {
  if (!media) {
    return (
      <div
        className={`flex aspect-[4/3] shrink-0 self-start items-center justify-center rounded-md border border-dashed border-border-strong bg-surface-muted p-2 text-center text-sm text-fg-muted ${className}`}
      >
        {name ? `No stored picture “${name}”` : 'No picture yet'}
      </div>
    );
  }
  return (
    <img
      src={media.url}
      alt=""
      width={media.width}
      height={media.height}
      className={`aspect-[4/3] shrink-0 self-start rounded-md bg-surface-muted object-cover ${className}`}
    />
  );
}

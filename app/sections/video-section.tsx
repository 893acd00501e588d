import { Picture } from '../components/picture';
import { VideoModalButton } from '../components/video-modal-button';
import type { Image } from '../content/types';

/** Props of {@link VideoSection}. */
export interface VideoSectionProps {
  /** Still artwork behind the play button. */
  poster: Image;
  /** Video title (the button reads "Play video: <title>"). */
  videoTitle: string;
  /** Hosted player address, with autoplay. */
  embedSrc: string;
  /** Where to watch on the host's own site, for visitors who prefer that. */
  watchHref?: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  /** Heading id, unique on the page. */
  headingId?: string;
}

/**
 * The promotional video band: headline beside poster art with a large play
 * button. The player loads only when asked for, in a modal.
 */
export function VideoSection({
  poster,
  videoTitle,
  embedSrc,
  watchHref,
  eyebrow,
  heading,
  text,
  headingId = 'video-heading',
}: VideoSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section relative overflow-hidden bg-inverse-bg text-inverse-fg"
    >
      <div className="container-site grid items-center gap-10 lg:grid-cols-[5fr_7fr] lg:gap-16">
        <div className="flex flex-col gap-5">
          {eyebrow && (
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.18em] text-inverse-accent">
              <span aria-hidden="true" className="h-0.5 w-8 bg-inverse-accent" />
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="text-h2">
            {heading}
          </h2>
          {text && <p className="text-lg text-inverse-muted">{text}</p>}
          {watchHref && (
            <a
              href={watchHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-6 w-fit items-center text-sm font-semibold text-inverse-accent underline underline-offset-4"
            >
              Watch on YouTube<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
        <div className="relative">
          <span
            aria-hidden="true"
            className="absolute -top-4 -right-4 hidden h-2/3 w-2/3 rounded-lg border-2 border-inverse-accent/60 md:block"
          />
          <div className="relative overflow-hidden rounded-lg shadow-pop">
            <Picture
              image={poster}
              sizes="(min-width: 1024px) 58vw, 100vw"
              className="aspect-video h-auto w-full object-cover"
            />
            <div className="absolute inset-0 grid place-items-center bg-gradient-to-t from-overlay/60 to-transparent">
              <VideoModalButton title={videoTitle} embedSrc={embedSrc} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

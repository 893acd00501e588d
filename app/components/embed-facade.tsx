import { MapPin } from 'lucide-react';
import { useState } from 'react';
import type { Image } from '../content/types';
import { FRAME_CLASS } from '../islands/embed-frame';
import { buttonClass } from './button-styles';
import { Picture } from './picture';

/** Props of {@link EmbedFacade}. */
export interface EmbedFacadeProps {
  /** Still image shown until the visitor asks for the embed. */
  poster: Image;
  /** Address of the third-party frame, loaded only on click. */
  src: string;
  /** Title of the frame, for assistive technology. */
  title: string;
  /** Text of the load button. */
  loadLabel: string;
  /** Where to see the same content on the third party's own site. */
  openHref: string;
  /** Text of that link. */
  openLabel: string;
}

const LOADED_NOTE = 'Map provided by a third party.';

/**
 * A click-to-load stand-in for a third-party frame (map, video): nothing from
 * another host loads until the visitor asks, and a direct link always works.
 */
export function EmbedFacade({
  poster,
  src,
  title,
  loadLabel,
  openHref,
  openLabel,
}: EmbedFacadeProps) {
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <figure
      className="overflow-hidden rounded-lg border border-border bg-surface"
      // Pages served with islands bind app/islands/embed-facade.ts to this markup.
      data-island="embed-facade"
      data-src={src}
      data-frame-title={title}
      data-loaded-note={LOADED_NOTE}
    >
      <div className="relative aspect-[16/9] w-full" data-embed-frame="">
        {isLoaded ? (
          <iframe src={src} title={title} className={FRAME_CLASS} loading="lazy" allowFullScreen />
        ) : (
          <>
            <Picture
              image={poster}
              alt=""
              className="absolute inset-0 h-full w-full object-cover"
              sizes="(min-width: 1024px) 66vw, 100vw"
            />
            <div className="absolute inset-0 grid place-items-end justify-center p-4 sm:p-6">
              <button
                type="button"
                className={buttonClass('primary', 'shadow-pop')}
                onClick={() => setIsLoaded(true)}
              >
                <MapPin aria-hidden="true" className="size-4" />
                {loadLabel}
              </button>
            </div>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm text-fg-muted">
        <span data-embed-note="">
          {isLoaded
            ? LOADED_NOTE
            : 'The interactive map loads from a third party when you ask for it.'}
        </span>
        <a
          href={openHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 items-center font-semibold text-link underline underline-offset-4"
        >
          {openLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

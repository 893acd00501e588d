import { MapPin } from 'lucide-react';
import type { Image } from '../content/types';
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
 * another host loads until the visitor asks (the embed facade island,
 * app/islands/embed-facade.ts, puts the frame in the poster's place), and a direct link always
 * works.
 */
export function EmbedFacade({
  poster,
  src,
  title,
  loadLabel,
  openHref,
  openLabel,
}: EmbedFacadeProps) {
  return (
    <figure
      className="overflow-hidden rounded-lg border border-border bg-surface"
      data-island="embed-facade"
      data-src={src}
      data-frame-title={title}
      data-loaded-note={LOADED_NOTE}
    >
      <div className="relative aspect-[16/9] w-full" data-embed-frame="">
        <Picture
          image={poster}
          alt=""
          className="absolute inset-0 h-full w-full object-cover"
          sizes="(min-width: 1024px) 66vw, 100vw"
        />
        <div className="absolute inset-0 grid place-items-end justify-center p-4 sm:p-6">
          <button type="button" className={buttonClass('primary', 'shadow-pop')}>
            <MapPin aria-hidden="true" className="size-4" />
            {loadLabel}
          </button>
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm text-fg-muted">
        <span data-embed-note="">
          The interactive map loads from a third party when you ask for it.
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

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { autoplayLabel } from '../../browser/carousel-engine';

/** Props of {@link CarouselControls}. */
export interface CarouselControlsProps {
  /** Name of the carousel, used in the buttons' accessible names. */
  label: string;
  /** Draw for a dark background. */
  isInverse?: boolean;
  className?: string;
}

/**
 * Previous, pause/play and next buttons shared by every carousel, in this order (the carousel
 * island finds them beside the toggle). The toggle holds both icons; carousel.css shows the one
 * its `data-autoplay` asks for, so the island switches one attribute. Rendered with autoplay
 * off, as the page is before its script runs (the island shows the visitor's preference).
 */
export function CarouselControls({
  label,
  isInverse = false,
  className = '',
}: CarouselControlsProps) {
  const button = `grid size-11 place-items-center rounded-full border-2 transition-colors ${
    isInverse
      ? 'border-inverse-fg/60 text-inverse-fg hover:bg-inverse-fg hover:text-inverse-bg'
      : 'border-border-strong text-fg hover:border-accent hover:bg-accent hover:text-on-accent'
  }`;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button type="button" className={button} aria-label={`Previous slide: ${label}`}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={button}
        aria-label={autoplayLabel(label, false)}
        data-autoplay="off"
      >
        <Pause aria-hidden="true" className="size-5" />
        <Play aria-hidden="true" className="size-5" />
      </button>
      <button type="button" className={button} aria-label={`Next slide: ${label}`}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

import { Picture } from '../../components/picture';
import type { HeroSlide } from './hero-slider';

/** Props of {@link HeroThumbnails}. */
export interface HeroThumbnailsProps {
  slides: readonly HeroSlide[];
}

/**
 * Small pictures of every slide; pressing one shows that slide (the slider's dots: the carousel
 * island moves `aria-current`). The first is current, as the page is before any script.
 */
export function HeroThumbnails({ slides }: HeroThumbnailsProps) {
  return (
    <ul className="flex gap-3" aria-label="Choose a slide">
      {slides.map((slide, index) => {
        const isCurrent = index === 0;
        return (
          <li key={slide.title}>
            <button
              type="button"
              aria-label={`Show slide ${index + 1}: ${slide.title}`}
              aria-current={isCurrent ? 'true' : undefined}
              data-carousel-goto={index}
              // Drawn from aria-current, so the carousel island marks the current one alone.
              className="block overflow-hidden rounded-md border-2 border-transparent opacity-70 transition-[border-color,opacity] hover:opacity-100 aria-[current=true]:border-inverse-accent aria-[current=true]:opacity-100"
            >
              <Picture
                image={slide.image}
                alt=""
                sizes="96px"
                className="aspect-[8/5] h-auto w-16 object-cover sm:w-24"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

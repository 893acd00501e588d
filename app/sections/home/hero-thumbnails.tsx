import { Picture } from '../../components/picture';
import type { HeroSlide } from './hero-slider';

/** Props of {@link HeroThumbnails}. */
export interface HeroThumbnailsProps {
  slides: readonly HeroSlide[];
  selected: number;
  onSelect: (index: number) => void;
}

/** Small pictures of every slide; pressing one shows that slide. */
export function HeroThumbnails({ slides, selected, onSelect }: HeroThumbnailsProps) {
  return (
    <ul className="flex gap-3" aria-label="Choose a slide">
      {slides.map((slide, index) => {
        const isCurrent = index === selected;
        return (
          <li key={slide.title}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={`Show slide ${index + 1}: ${slide.title}`}
              aria-current={isCurrent ? 'true' : undefined}
              className={`block overflow-hidden rounded-md border-2 transition-[border-color,opacity] ${
                isCurrent
                  ? 'border-inverse-accent'
                  : 'border-transparent opacity-70 hover:opacity-100'
              }`}
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

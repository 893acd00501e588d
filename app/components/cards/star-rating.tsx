import { Star } from 'lucide-react';

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Whole stars earned. */
  rating?: number;
  /** Stars in the scale. */
  outOf?: number;
  className?: string;
}

/** A row of stars read out as one phrase, e.g. "Rated 5 out of 5". */
export function StarRating({ rating = 5, outOf = 5, className = '' }: StarRatingProps) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${outOf}`}
      className={`inline-flex gap-1 text-accent-text ${className}`}
    >
      {Array.from({ length: outOf }, (_, i) => i + 1).map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={`size-4 ${position <= rating ? 'fill-current' : 'opacity-40'}`}
        />
      ))}
    </span>
  );
}

import { Quote } from 'lucide-react';
import type { Image, Testimonial } from '../../content/types';
import { Picture } from '../picture';
import { StarRating } from './star-rating';

/**
 * A testimonial as the site shows it: the spec's (five stars and a portrait), or a review the
 * office approved (its own stars, its initial in place of a portrait; decision 061).
 */
export type ShownTestimonial = Omit<Testimonial, 'avatar'> & { avatar?: Image; rating?: number };

/** Props of {@link TestimonialCard}. */
export interface TestimonialCardProps {
  testimonial: ShownTestimonial;
  className?: string;
}

/** A client's quote with its stars, portrait (or initial), name and role. */
export function TestimonialCard({ testimonial, className = '' }: TestimonialCardProps) {
  return (
    <figure
      className={`relative flex h-full flex-col gap-6 rounded-lg border border-border bg-surface p-7 shadow-card md:p-8 ${className}`}
    >
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={testimonial.rating ?? 5} />
        <Quote
          aria-hidden="true"
          className="size-10 fill-current text-accent opacity-80"
          strokeWidth={0}
        />
      </div>
      <blockquote className="flex-1 text-lg leading-relaxed text-fg">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4 border-t border-border pt-6">
        {testimonial.avatar ? (
          <Picture
            image={testimonial.avatar}
            alt=""
            sizes="56px"
            className="size-14 shrink-0 rounded-full bg-surface-muted object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-surface-muted text-xl font-bold text-fg"
          >
            {testimonial.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <span className="flex flex-col">
          <cite className="font-bold not-italic text-fg">{testimonial.name}</cite>
          <span className="text-sm text-fg-muted">{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}

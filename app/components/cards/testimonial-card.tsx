import { Quote } from 'lucide-react';
import type { Testimonial } from '../../content/types';
import { Picture } from '../picture';
import { StarRating } from './star-rating';

/** Props of {@link TestimonialCard}. */
export interface TestimonialCardProps {
  testimonial: Testimonial;
  className?: string;
}

/** A client's quote with five stars, portrait, name and role. */
export function TestimonialCard({ testimonial, className = '' }: TestimonialCardProps) {
  return (
    <figure
      className={`relative flex h-full flex-col gap-6 rounded-lg border border-border bg-surface p-7 shadow-card md:p-8 ${className}`}
    >
      <div className="flex items-center justify-between gap-4">
        <StarRating />
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
        <Picture
          image={testimonial.avatar}
          alt=""
          sizes="56px"
          className="size-14 shrink-0 rounded-full bg-surface-muted object-cover"
        />
        <span className="flex flex-col">
          <cite className="font-bold not-italic text-fg">{testimonial.name}</cite>
          <span className="text-sm text-fg-muted">{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}

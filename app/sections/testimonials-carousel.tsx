import { type ShownTestimonial, TestimonialCard } from '../components/cards/testimonial-card';
import { Carousel } from '../components/carousel/carousel';
import { SectionHeading } from '../components/section-heading';

/** Props of {@link TestimonialsCarousel}. */
export interface TestimonialsCarouselProps {
  items: readonly ShownTestimonial[];
  eyebrow?: string;
  title?: string;
  lead?: string;
  /** Heading id, unique on the page. */
  headingId?: string;
  className?: string;
}

/** Client testimonials in a centred, autoplaying carousel (SPEC 9 "testimonials"). */
export function TestimonialsCarousel({
  items,
  eyebrow = 'Testimonials',
  title = 'What our clients say',
  lead,
  headingId = 'testimonials-heading',
  className = '',
}: TestimonialsCarouselProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={`section overflow-hidden bg-surface-muted ${className}`}
    >
      <div className="container-site flex flex-col gap-12">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} align="center" />
        <Carousel
          label="Client testimonials"
          items={items}
          getKey={(item) => item.id}
          layout="testimonials"
          renderSlide={(item) => <TestimonialCard testimonial={item} />}
        />
      </div>
    </section>
  );
}

import { SectionHeading } from '../components/section-heading';
import { TestimonialCard } from '../components/testimonial-card';
import { site, testimonials } from '../content';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { TestimonialsCarousel } from '../sections/testimonials-carousel';

export const meta = () =>
  buildMeta({
    name: 'Testimonials',
    description: `What homeowners, businesses and public clients say about building and renovating with ${site.name}.`,
    path: '/testimonial',
  });

export default function TestimonialPage() {
  return (
    <>
      <PageBanner title="Testimonials" />
      <section
        aria-labelledby="reviews-heading"
        className="section container-site flex flex-col gap-12"
      >
        <SectionHeading
          id="reviews-heading"
          eyebrow="Client reviews"
          title="Trusted by the people we build for"
          lead="Homeowners, founders and facilities teams on what it was like to work with us."
          align="center"
        />
        <ul className="grid gap-6 md:grid-cols-2" data-testimonial-grid>
          {testimonials.slice(0, 4).map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </section>
      <TestimonialsCarousel
        items={testimonials}
        eyebrow="More stories"
        title="Every client, in their own words"
        headingId="carousel-heading"
      />
    </>
  );
}

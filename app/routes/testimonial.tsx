import { TestimonialCard } from '../components/cards/testimonial-card';
import { SectionHeading } from '../components/section-heading';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { TestimonialsCarousel } from '../sections/testimonials-carousel';
import { contentOf } from '../server/content.server';
import { pageIntro } from '../server/page-intro.server';
import type { Route } from './+types/testimonial';

// Served with islands (decision 047): the shell's and the carousel's (app/islands/carousel.ts).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: 'Testimonials',
    description: loaderData?.intro.description,
    path: '/testimonial',
  });

// Runs at build time: the testimonials are pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  const testimonials = await contentOf(context).testimonials();
  const intro = await pageIntro(context, 'testimonials', { count: testimonials.length });
  return { testimonials, intro };
}

export default function TestimonialPage({ loaderData }: Route.ComponentProps) {
  const { testimonials, intro } = loaderData;
  return (
    <>
      <PageBanner title="Testimonials" />
      <section
        aria-labelledby="reviews-heading"
        className="section container-site flex flex-col gap-12"
      >
        <SectionHeading
          id="reviews-heading"
          eyebrow={intro.eyebrow}
          title={intro.title}
          lead={intro.lead}
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

import { TestimonialCard } from '../components/cards/testimonial-card';
import { SectionHeading } from '../components/section-heading';
import { site } from '../content/site';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { buildMeta } from '../lib/meta';
import { aggregateRatingLd } from '../lib/structured-data/aggregate-rating';
import { TestimonialsCarousel } from '../sections/testimonials-carousel';
import { contentOf } from '../server/content.server';
import { pageIntro } from '../server/page-intro.server';
import { approvedReviews } from '../server/reviews.server';
import type { Route } from './+types/testimonial';

// Served with islands (decision 047): the shell's and the carousel's (app/islands/carousel.ts).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: 'Testimonials',
    description: loaderData?.intro.description,
    path: '/testimonial',
    // Only the company's own collection rates it (decision 061); none, no AggregateRating.
    structuredData:
      import.meta.env.SSR && loaderData?.rating ? [aggregateRatingLd(site, loaderData.rating)] : [],
  });

// The spec's testimonials, then the reviews the office approved (rendered by the server).
export async function loader({ context }: Route.LoaderArgs) {
  const [spec, { reviews, rating }] = await Promise.all([
    contentOf(context).testimonials(),
    approvedReviews(context),
  ]);
  const testimonials = [...spec, ...reviews];
  const intro = await pageIntro(context, 'testimonials', { count: testimonials.length });
  return { testimonials, intro, rating };
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

/**
 * Approved reviews as the site's testimonials, and the rating of the company's own collection
 * (decision 061). Read from the server's services at request time; while pages are pre-rendered
 * (no server) there are none, so the built pages show the spec's testimonials only.
 */
import type { RouterContextProvider } from 'react-router';
import type { ShownTestimonial } from '../components/cards/testimonial-card';
import { servicesContext } from './context';

const SOURCE_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  houzz: 'Houzz',
  yelp: 'Yelp',
};

/** "Review on Google", or "Customer" for one the company collected itself. */
const positionOf = (source: string) =>
  source === 'own' ? 'Customer' : `Review on ${SOURCE_NAMES[source] ?? 'another site'}`;

/** The approved reviews as testimonials (after the spec's), and the own-collection rating. */
export async function approvedReviews(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  if (!services) return { reviews: [] as ShownTestimonial[], rating: undefined };
  const [approved, rating] = await Promise.all([
    services.reviews.approved(),
    services.reviews.ownRating(),
  ]);
  const reviews = approved.map(
    (review): ShownTestimonial => ({
      id: `review-${review.id}`,
      name: review.author,
      position: positionOf(review.source),
      text: review.text,
      rating: review.rating,
    }),
  );
  return { reviews, rating };
}

import { type JsonLdNode, organizationId, type SiteFacts } from './json-ld';

/**
 * The company's AggregateRating (decision 061): the real average and count of the approved
 * reviews it collected itself, never pasted third-party reviews or the sample testimonials.
 * A node with the company's id, so it joins the company node of the same graph.
 */
export function aggregateRatingLd(
  facts: Pick<SiteFacts, 'origin'>,
  rating: { average: number; count: number },
): JsonLdNode {
  return {
    '@type': 'GeneralContractor',
    '@id': organizationId(facts),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

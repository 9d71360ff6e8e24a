import type { JsonLdObject } from './structured-data';
import type { RatingSummary } from './reviews';
import { MAX_STARS, MIN_STARS } from './reviews';

interface ReviewForJsonLd {
  authorName: string;
  rating: number;
  body: string;
  createdAt: string;
  locale: string;
}

/**
 * A schema.org Product with its customers' rating: `aggregateRating` from the published reviews shown on the page and
 * a few of them as `review`. Only for products: Google shows review snippets for products, and treats an
 * organisation's ratings of its own services as self-serving, so the treatment and aligner pages carry none. Nothing
 * is added without reviews.
 */
export function withCustomerRatings(
  product: JsonLdObject,
  summary: RatingSummary,
  latest: readonly ReviewForJsonLd[],
): JsonLdObject {
  if (summary.count === 0 || summary.average === null) return product;
  return {
    ...product,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: MAX_STARS,
      worstRating: MIN_STARS,
    },
    review: latest.slice(0, 5).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
      inLanguage: r.locale,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: MAX_STARS, worstRating: MIN_STARS },
    })),
  };
}

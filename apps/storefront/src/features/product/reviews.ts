import type { ProductReview } from './product';

export interface ReviewBreakdown {
  /** Mean of the reviews' ratings, 1–5 with one decimal; 0 without reviews. */
  average: number;
  /** Mean stars per rating name (quality, price …), in the order they first appear. */
  perRating: Array<{ name: string; average: number }>;
  /** Number of reviews per whole star count, 5 down to 1. */
  distribution: Array<{ stars: number; count: number }>;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The ratings breakdown shown above the review list. */
export function reviewBreakdown(reviews: readonly ProductReview[]): ReviewBreakdown {
  const perName = new Map<string, number[]>();
  for (const review of reviews) {
    for (const rating of review.ratings) {
      if (!Number.isFinite(rating.value)) continue;
      perName.set(rating.name, [...(perName.get(rating.name) ?? []), rating.value]);
    }
  }
  const stars = reviews.map((review) => Math.min(5, Math.max(1, Math.round(review.averageRating / 20))));
  const mean = (values: readonly number[]) =>
    values.length === 0 ? 0 : oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    average: mean(reviews.map((review) => review.averageRating / 20)),
    perRating: [...perName].map(([name, values]) => ({ name, average: mean(values) })),
    distribution: [5, 4, 3, 2, 1].map((count) => ({
      stars: count,
      count: stars.filter((value) => value === count).length,
    })),
  };
}

/** Form field of the rating at `index` of the metadata (rating ids are base64, not field names). */
export const ratingField = (index: number) => `r${index}`;

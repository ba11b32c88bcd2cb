import { describe, expect, it } from 'vitest';
import type { ProductReview } from './product';
import { reviewBreakdown } from './reviews';

const review = (averageRating: number, ratings: Array<[string, number]>): ProductReview => ({
  nickname: 'n',
  summary: 's',
  text: 't',
  createdAt: '2026-11-01 10:00:00',
  averageRating,
  ratings: ratings.map(([name, value]) => ({ name, value })),
});

describe('review breakdown', () => {
  it('averages every rating and counts the reviews per star', () => {
    const breakdown = reviewBreakdown([
      review(100, [
        ['Quality', 5],
        ['Price', 5],
      ]),
      review(70, [
        ['Quality', 4],
        ['Price', 3],
      ]),
    ]);
    expect(breakdown.average).toBe(4.3);
    expect(breakdown.perRating).toEqual([
      { name: 'Quality', average: 4.5 },
      { name: 'Price', average: 4 },
    ]);
    expect(breakdown.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });

  it('is empty without reviews', () => {
    const breakdown = reviewBreakdown([]);
    expect(breakdown.average).toBe(0);
    expect(breakdown.perRating).toEqual([]);
    expect(breakdown.distribution.every((entry) => entry.count === 0)).toBe(true);
  });
});

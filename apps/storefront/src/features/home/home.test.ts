import { describe, expect, it } from 'vitest';
import type { ProductCardFragment } from '../../../generated/graphql/graphql';
import { starText, toRecommendationList, toShopReviewsView, wholeStars } from './home';

function card(uid: string, sku: string | null, name: string): ProductCardFragment {
  return {
    __typename: 'SimpleProduct',
    uid,
    sku,
    name,
    url_key: name.toLowerCase(),
    stock_status: 'IN_STOCK',
    stock_qty: null,
    stock_display_limit: null,
    is_new: false,
    is_sale: false,
    rating_summary: 0,
    review_count: 0,
    brand: null,
    small_image: null,
    delivery_time: null,
    price_range: {
      minimum_price: {
        regular_price: { value: 10, currency: 'EUR' },
        final_price: { value: 8, currency: 'EUR' },
        discount: null,
      },
    },
  } as ProductCardFragment;
}

describe('home recommendation lists', () => {
  it('keeps each product once, with the source tag of its first item, and skips tags without sku', () => {
    const list = toRecommendationList(
      [
        { source: 'most_purchased:home', product: card('u1', 'A', 'Alpha') },
        { source: 'retargeted:home', product: card('u1', 'A', 'Alpha') },
        { source: 'most_purchased:home', product: card('u2', null, 'Nameless') },
        { source: 'most_purchased:home', product: card('u3', 'C', 'Gamma') },
      ],
      'https://api.example',
    );
    expect(list.products.map((product) => product.name)).toEqual(['Alpha', 'Nameless', 'Gamma']);
    expect(list.sources).toEqual([
      { sku: 'A', source: 'most_purchased:home' },
      { sku: 'C', source: 'most_purchased:home' },
    ]);
  });
});

describe('home shop reviews', () => {
  it('rounds the mean to one decimal and clamps each review to 1 to 5 whole stars', () => {
    const view = toShopReviewsView({
      average_rating: 4.3333,
      total_count: 31,
      items: [
        {
          shopreview_id: 7,
          rating: 5,
          customer_name: 'Anna M.',
          title: 'Schnell',
          comment: 'Alles bestens.',
          created_at: '2026-11-01 10:00:00',
        },
        {
          shopreview_id: 8,
          rating: 9,
          customer_name: 'Jan d.',
          title: 'Goed',
          comment: 'Prima.',
          created_at: '2026-10-30 08:00:00',
        },
      ],
    });
    expect(view.average).toBe(4.3);
    expect(view.count).toBe(31);
    expect(view.latest.map((review) => [review.id, review.stars, review.author])).toEqual([
      [7, 5, 'Anna M.'],
      [8, 5, 'Jan d.'],
    ]);
  });

  it('has no mean without reviews', () => {
    expect(toShopReviewsView({ average_rating: null, total_count: 0, items: [] })).toEqual({
      average: undefined,
      count: 0,
      latest: [],
    });
  });

  it('draws whole stars', () => {
    expect(wholeStars(0)).toBe(1);
    expect(wholeStars(3.6)).toBe(4);
    expect(starText(4.3)).toBe('★★★★☆');
    expect(starText(5)).toBe('★★★★★');
  });
});

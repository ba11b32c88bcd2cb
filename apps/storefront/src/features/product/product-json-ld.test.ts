import { describe, expect, it } from 'vitest';
import { productJsonLd } from '../../shared/seo/page-seo';
import { reviewSchema } from './form-schemas';

describe('Product JSON-LD of a product page', () => {
  const base = { name: 'Hose', sku: 'CLO-1', url: 'https://shop.example/hose.html', currency: 'EUR' };

  it('has one Offer with price and availability, and the aggregate rating when there are reviews', () => {
    const document = productJsonLd({
      ...base,
      price: 33.95,
      inStock: false,
      rating: { value: 4.25, count: 2 },
    });
    expect(document).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: '33.95', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 2 },
    });
  });

  it('has an AggregateOffer for a price range and no rating without reviews', () => {
    const document = productJsonLd({
      ...base,
      price: 33.95,
      highPrice: 37.68,
      inStock: true,
      rating: { value: 0, count: 0 },
    });
    expect(document).toMatchObject({
      offers: { '@type': 'AggregateOffer', lowPrice: '33.95', highPrice: '37.68' },
    });
    expect(document).not.toHaveProperty('aggregateRating');
    expect(document).not.toHaveProperty('offers.price');
  });
});

describe('review form rules', () => {
  const ratings = [
    { id: 'MQ==', name: 'Quality', values: [{ valueId: 'NQ==', value: 5 }] },
    { id: 'Mg==', name: 'Price', values: [{ valueId: 'MTA=', value: 5 }] },
  ];

  it('requires a nickname, a summary, a text and a value for every rating', () => {
    const result = reviewSchema(ratings).safeParse({
      nickname: ' ',
      summary: '',
      text: '',
      ratings: { r0: '', r1: 'MTA=' },
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      nickname: 'required.review_nickname',
      summary: 'required.review_summary',
      text: 'required.review_text',
      'ratings.r0': 'required.review_rating',
    });
  });

  it('accepts a complete review', () => {
    const result = reviewSchema(ratings).safeParse({
      nickname: 'Anna',
      summary: 'Gut',
      text: 'Passt.',
      ratings: { r0: 'NQ==', r1: 'MTA=' },
    });
    expect(result.success).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStores } from '../seed/stores.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { createReviewLoaders } from '../src/modules/review/reviews.js';
import { graphql } from './graphql.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

interface Metadata {
  items: { id: string; name: string; values: { value_id: string; value: string }[] }[];
}

interface Review {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  ratings_breakdown: { name: string; value: string }[];
  product: { sku: string };
}

interface ReviewedProduct {
  sku: string;
  rating_summary: number;
  review_count: number;
  reviews: { items: Review[]; page_info: { current_page: number; page_size: number; total_pages: number } };
}

const METADATA = '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }';

const REVIEWED = `query ($page: Int, $reviewPageSize: Int, $reviewPage: Int) {
  products(pageSize: 100, currentPage: $page) {
    page_info { total_pages }
    items { sku rating_summary review_count
      reviews(pageSize: $reviewPageSize, currentPage: $reviewPage) {
        items { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } }
        page_info { current_page page_size total_pages }
      }
    }
  }
}`;

async function metadata(store: string): Promise<Metadata> {
  const response = await graphql<{ productReviewRatingsMetadata: Metadata }>(METADATA, { store });
  expect(response.body.errors).toBeUndefined();
  const data = response.body.data?.productReviewRatingsMetadata;
  if (!data) throw new Error('no metadata');
  return data;
}

/** Every listed product with its reviews (up to 100 each), over all pages. */
async function reviewedProducts(store: string): Promise<ReviewedProduct[]> {
  const products: ReviewedProduct[] = [];
  for (let page = 1; ; page++) {
    const response = await graphql<{
      products: { page_info: { total_pages: number }; items: ReviewedProduct[] };
    }>(REVIEWED, { store, variables: { page, reviewPageSize: 100 } });
    expect(response.body.errors).toBeUndefined();
    const data = response.body.data?.products;
    products.push(...(data?.items ?? []));
    if (!data || page >= data.page_info.total_pages) return products;
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const decode = (uid: string) => Buffer.from(uid, 'base64').toString('utf8');

describe('productReviewRatingsMetadata', () => {
  it('answers the ratings with values 1 to 5 and encoded ids, named in de, nl and en', async () => {
    const [de, nl, en] = await Promise.all([metadata('de'), metadata('nl'), metadata('en')]);
    expect(de.items.length).toBeGreaterThan(0);
    for (const data of [de, nl, en]) {
      expect(data.items.map((item) => item.id)).toEqual(de.items.map((item) => item.id));
      for (const rating of data.items) {
        expect(decode(rating.id)).toMatch(/^\d+$/);
        expect(rating.name).toBeTruthy();
        expect(rating.values.map((value) => value.value)).toEqual(['1', '2', '3', '4', '5']);
        for (const value of rating.values) expect(decode(value.value_id)).toMatch(/^\d+$/);
        expect(new Set(rating.values.map((value) => value.value_id)).size).toBe(5);
      }
    }
    const names = (data: Metadata) => data.items.map((item) => item.name).join('|');
    expect(names(de)).not.toBe(names(en));
    expect(names(nl)).not.toBe(names(en));
  });
});

describe('product reviews', () => {
  it('agree with rating_summary and review_count, with a breakdown named like the metadata', async () => {
    const [products, ratings] = await Promise.all([reviewedProducts('de'), metadata('de')]);
    const ratingNames = new Set(ratings.items.map((item) => item.name));
    const reviewed = products.filter((product) => product.review_count > 0);
    expect(reviewed.length).toBeGreaterThan(0);
    for (const product of products) {
      const { items, page_info } = product.reviews;
      expect(items).toHaveLength(product.review_count);
      expect(page_info).toEqual({
        current_page: 1,
        page_size: 100,
        total_pages: Math.ceil(items.length / 100),
      });
      if (items.length === 0) {
        expect(product.rating_summary).toBe(0);
        continue;
      }
      for (const review of items) {
        expect(review.product.sku).toBe(product.sku);
        expect(review.ratings_breakdown.length).toBeGreaterThan(0);
        for (const vote of review.ratings_breakdown) {
          expect(ratingNames.has(vote.name)).toBe(true);
          expect(['1', '2', '3', '4', '5']).toContain(vote.value);
        }
        const percent = mean(review.ratings_breakdown.map((vote) => Number(vote.value) * 20));
        expect(review.average_rating).toBeCloseTo(percent, 1);
      }
      const summary = mean(
        items.map((review) => mean(review.ratings_breakdown.map((vote) => Number(vote.value) * 20))),
      );
      expect(product.rating_summary).toBeCloseTo(summary, 1);
      expect(product.rating_summary).toBeGreaterThanOrEqual(0);
      expect(product.rating_summary).toBeLessThanOrEqual(100);
      // newest first
      const times = items.map((review) => Date.parse(review.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('shows each review only in the store view it was written in', async () => {
    const seen = new Map<string, string>();
    let total = 0;
    for (const store of ['de', 'nl', 'en']) {
      for (const product of await reviewedProducts(store)) {
        for (const review of product.reviews.items) {
          const key = `${product.sku}|${review.created_at}|${review.nickname}|${review.summary}`;
          expect(seen.get(key), `${key} in ${store} and ${seen.get(key)}`).toBeUndefined();
          seen.set(key, store);
          total++;
        }
      }
    }
    expect(new Set(seen.values())).toEqual(new Set(['de', 'nl', 'en']));
    expect(total).toBeGreaterThan(0);
  });

  it('pages the reviews of a product', async () => {
    const products = await reviewedProducts('de');
    const product = products.sort((a, b) => b.review_count - a.review_count)[0];
    if (!product || product.review_count < 2) throw new Error('no product with two reviews');
    const response = await graphql<{ products: { items: ReviewedProduct[] } }>(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku rating_summary review_count
        reviews(pageSize: 1, currentPage: 2) { items { nickname summary text created_at average_rating
          ratings_breakdown { name value } product { sku } } page_info { current_page page_size total_pages } } } } }`,
      { variables: { sku: product.sku } },
    );
    expect(response.body.errors).toBeUndefined();
    const paged = response.body.data?.products.items[0];
    expect(paged?.reviews.items).toEqual([product.reviews.items[1]]);
    expect(paged?.reviews.page_info).toEqual({
      current_page: 2,
      page_size: 1,
      total_pages: product.review_count,
    });
  });

  it('rejects a review page size outside 1 to 100', async () => {
    const response = await graphql(
      '{ products(pageSize: 1) { items { reviews(pageSize: 101) { items { summary } } } } }',
    );
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(response.body.errors?.[0]?.message).toContain('pageSize');
  });
});

describe('product reviews in the database', () => {
  let db: Database;
  let testDatabase: TestDatabase | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.db;
    await migrate(db);
    await seedStores(db);
    await db.exec(`
      INSERT INTO product (id, sku, type_id) VALUES (1, 'P-1', 'simple');
      INSERT INTO product_store (product_id, store_code, name, url_key) VALUES (1, 'de', 'Eins', 'eins');
      INSERT INTO rating (id, code, position) VALUES (1, 'quality', 1), (2, 'price', 2);
      INSERT INTO rating (id, code, position, is_active) VALUES (3, 'retired', 3, false);
      INSERT INTO rating_store (rating_id, store_code, name) VALUES (1, 'de', 'Qualität'), (2, 'de', 'Preis');
      INSERT INTO rating_option (id, rating_id, value) VALUES (1, 1, 2), (2, 1, 4), (3, 2, 4), (4, 2, 5), (5, 3, 1);
      INSERT INTO review (id, product_id, store_code, nickname, title, detail, status, created_at) VALUES
        (1, 1, 'de', 'Anna', 'Gut', 'Gut.', 'approved', '2026-01-01'),
        (2, 1, 'de', 'Jens', 'Neu', 'Neu.', 'approved', '2026-02-01'),
        (3, 1, 'de', 'Offen', 'Wartet', 'Wartet.', 'pending', '2026-03-01'),
        (4, 1, 'de', 'Nein', 'Abgelehnt', 'Abgelehnt.', 'not_approved', '2026-03-02'),
        (5, 1, 'nl', 'Sanne', 'Goed', 'Goed.', 'approved', '2026-03-03');
      INSERT INTO review_rating_vote (review_id, rating_id, option_id, value, percent) VALUES
        (1, 1, 2, 4, 80), (1, 2, 4, 5, 100), (1, 3, 5, 1, 20),
        (2, 1, 1, 2, 40), (2, 2, 3, 4, 80),
        (3, 1, 1, 2, 40), (4, 1, 1, 2, 40), (5, 1, 2, 4, 80);
    `);
  }, 120_000);

  afterAll(async () => {
    await testDatabase?.drop();
  });

  it('counts and lists only the approved reviews of the store view, over active ratings', async () => {
    const de = createReviewLoaders(db, 'de');
    expect(await de.summary.load(1)).toEqual({ reviewCount: 2, ratingSummary: 75 });
    const page = await de.page.load({ productId: 1, pageSize: 10, currentPage: 1 });
    expect(page.map((review) => review.nickname)).toEqual(['Jens', 'Anna']);
    expect(page[1]?.breakdown).toEqual([
      { name: 'Qualität', value: '4' },
      { name: 'Preis', value: '5' },
    ]);
    expect(page.map((review) => review.averageRating)).toEqual([60, 90]);

    const nl = createReviewLoaders(db, 'nl');
    expect(await nl.summary.load(1)).toEqual({ reviewCount: 1, ratingSummary: 80 });
    // no store text for the rating in nl: its code
    expect((await nl.page.load({ productId: 1, pageSize: 10, currentPage: 1 }))[0]?.breakdown).toEqual([
      { name: 'quality', value: '4' },
    ]);
    expect(await createReviewLoaders(db, 'en').summary.load(1)).toEqual({ reviewCount: 0, ratingSummary: 0 });
  });
});

interface ShopReviewPage {
  total_count: number;
  average_rating: number | null;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: {
    shopreview_id: number;
    rating: number;
    customer_name: string;
    customer_email: string;
    title: string;
    created_at: string;
    comment: string;
  }[];
}

const SHOP_REVIEWS = `query ($rating: Int, $pageSize: Int, $currentPage: Int) {
  shopReviews(rating: $rating, pageSize: $pageSize, currentPage: $currentPage) {
    total_count average_rating page_info { current_page page_size total_pages }
    items { shopreview_id rating customer_name customer_email title created_at comment }
  }
}`;

async function shopReviews(variables: Record<string, unknown>, method: 'GET' | 'POST' = 'GET', store = 'de') {
  const response = await graphql<{ shopReviews: ShopReviewPage }>(SHOP_REVIEWS, { variables, method, store });
  expect(response.body.errors).toBeUndefined();
  const page = response.body.data?.shopReviews;
  if (!page) throw new Error('no shop reviews');
  return page;
}

describe('shopReviews', () => {
  it('answers 12 reviews a page, newest first, with masked e-mail addresses', async () => {
    const first = await shopReviews({});
    expect(first.total_count).toBeGreaterThan(12);
    expect(first.page_info).toEqual({
      current_page: 1,
      page_size: 12,
      total_pages: Math.ceil(first.total_count / 12),
    });
    expect(first.items).toHaveLength(12);
    const all = await shopReviews({ pageSize: 100 });
    expect(all.items).toHaveLength(first.total_count);
    expect(first.items).toEqual(all.items.slice(0, 12));
    const second = await shopReviews({ currentPage: 2 });
    expect(second.items).toEqual(all.items.slice(12, 24));
    const times = all.items.map((review) => Date.parse(review.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.average_rating).toBeCloseTo(
      all.items.reduce((sum, review) => sum + review.rating, 0) / all.items.length,
      2,
    );
    for (const review of all.items) {
      expect(review.customer_email).toMatch(/^[^@]\*\*\*@[^@]+$/);
      expect(review.title && review.comment && review.customer_name).toBeTruthy();
    }
  });

  it('filters by rating, and the ratings add up to all reviews', async () => {
    const all = await shopReviews({ pageSize: 100 });
    let sum = 0;
    for (const rating of [1, 2, 3, 4, 5]) {
      const page = await shopReviews({ rating, pageSize: 100 });
      expect(page.items.every((review) => review.rating === rating)).toBe(true);
      expect(page.items.map((review) => review.shopreview_id)).toEqual(
        all.items.filter((review) => review.rating === rating).map((review) => review.shopreview_id),
      );
      sum += page.total_count;
    }
    expect(sum).toBe(all.total_count);
  });

  it('answers the same over POST, and the store view’s own reviews', async () => {
    const overGet = await shopReviews({ rating: 5 });
    const overPost = await shopReviews({ rating: 5 }, 'POST');
    expect(overPost).toEqual(overGet);
    const dutch = await shopReviews({ pageSize: 100 }, 'POST', 'nl');
    const german = await shopReviews({ pageSize: 100 });
    const germanIds = new Set(german.items.map((review) => review.shopreview_id));
    expect(dutch.items.length).toBeGreaterThan(0);
    expect(dutch.items.some((review) => germanIds.has(review.shopreview_id))).toBe(false);
  });

  it('rejects a rating outside 1 to 5 and a page beyond the last', async () => {
    for (const rating of [0, 6, -1]) {
      const response = await graphql(SHOP_REVIEWS, { variables: { rating }, method: 'POST' });
      expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
      expect(response.body.errors?.[0]?.message).toContain('rating');
    }
    const { total_count } = await shopReviews({});
    const beyond = await graphql(SHOP_REVIEWS, {
      variables: { currentPage: Math.ceil(total_count / 12) + 1 },
    });
    expect(beyond.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(beyond.body.errors?.[0]?.message).toContain(`${Math.ceil(total_count / 12)} page`);
  });
});

import DataLoader from 'dataloader';
import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';
import { loadProducts, MAX_PAGE_SIZE, type ProductRow } from '../catalog/products.js';

/** One approved product review as its store view shows it. */
export interface ReviewRow {
  id: number;
  productId: number;
  nickname: string;
  summary: string;
  text: string;
  createdAt: string;
  /** Mean of the review's votes in percent (0–100). */
  averageRating: number;
  breakdown: { name: string; value: string }[];
}

export interface ReviewSummary {
  /** Mean of the approved reviews' averages in percent (0–100), 0 without reviews. */
  ratingSummary: number;
  reviewCount: number;
}

export interface RatingMetadata {
  id: number;
  name: string;
  values: { optionId: number; value: number }[];
}

/** Paging arguments shared by the review lists: pageSize 1–100, currentPage from 1. */
export function checkPaging(pageSize: number, currentPage: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw inputError(`pageSize must be from 1 to ${MAX_PAGE_SIZE}; got ${pageSize}`, {
      argument: 'pageSize',
    });
  }
  if (!Number.isInteger(currentPage) || currentPage < 1) {
    throw inputError(`currentPage value must be greater than 0; got ${currentPage}`, {
      argument: 'currentPage',
    });
  }
}

export function timestamp(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The active ratings with their values, by position, named in the store view's language. */
export async function ratingMetadata(db: Queryable, storeCode: string): Promise<RatingMetadata[]> {
  const rows = await db.query<{ id: number; name: string; option_id: number; value: number }>(
    `SELECT ra.id, coalesce(rs.name, ra.code) AS name, o.id AS option_id, o.value
       FROM rating ra
       LEFT JOIN rating_store rs ON rs.rating_id = ra.id AND rs.store_code = $1
       JOIN rating_option o ON o.rating_id = ra.id
      WHERE ra.is_active
      ORDER BY ra.position, ra.id, o.position, o.value`,
    [storeCode],
  );
  const ratings = new Map<number, RatingMetadata>();
  for (const row of rows) {
    const id = Number(row.id);
    let rating = ratings.get(id);
    if (!rating) {
      rating = { id, name: String(row.name), values: [] };
      ratings.set(id, rating);
    }
    rating.values.push({ optionId: Number(row.option_id), value: Number(row.value) });
  }
  return [...ratings.values()];
}

interface ReviewPageKey {
  productId: number;
  pageSize: number;
  currentPage: number;
}

/**
 * Per-request loaders: the rating summary of every product of a response in one statement, and a
 * page of reviews for every product in two (reviews, then their votes), whatever the page size.
 */
export function createReviewLoaders(db: Queryable, storeCode: string) {
  const summary = new DataLoader<number, ReviewSummary>(async (productIds) => {
    const rows = await db.query<{ product_id: number; review_count: number; rating_summary: string | null }>(
      `SELECT r.product_id, count(*)::int AS review_count, avg(votes.percent) AS rating_summary
         FROM review r
         LEFT JOIN LATERAL (
           SELECT avg(v.percent) AS percent
             FROM review_rating_vote v JOIN rating ra ON ra.id = v.rating_id AND ra.is_active
            WHERE v.review_id = r.id
         ) votes ON true
        WHERE r.product_id = ANY($2::int[]) AND r.store_code = $1 AND r.status = 'approved'
        GROUP BY r.product_id`,
      [storeCode, [...productIds]],
    );
    const byProduct = new Map(rows.map((row) => [Number(row.product_id), row]));
    return productIds.map((id) => {
      const row = byProduct.get(id);
      return {
        reviewCount: row?.review_count ?? 0,
        ratingSummary: row?.rating_summary ? round(Number(row.rating_summary)) : 0,
      };
    });
  });

  const page = new DataLoader<ReviewPageKey, ReviewRow[], string>(
    async (keys) => {
      const results = new Map<string, ReviewRow[]>();
      const groups = new Map<string, ReviewPageKey[]>();
      for (const key of keys) {
        const group = `${key.pageSize}:${key.currentPage}`;
        groups.set(group, [...(groups.get(group) ?? []), key]);
      }
      for (const group of groups.values()) {
        const { pageSize, currentPage } = group[0] as ReviewPageKey;
        const reviews = await reviewPage(
          db,
          storeCode,
          group.map((key) => key.productId),
          pageSize,
          currentPage,
        );
        for (const key of group) {
          results.set(
            pageKey(key),
            reviews.filter((review) => review.productId === key.productId),
          );
        }
      }
      return keys.map((key) => results.get(pageKey(key)) ?? []);
    },
    { cacheKeyFn: pageKey },
  );

  const product = new DataLoader<number, ProductRow | null>(async (ids) => {
    const rows = await loadProducts(db, storeCode, [...ids]);
    return ids.map((id) => rows.find((row) => row.id === id) ?? null);
  });

  return { summary, page, product };
}

export type ReviewLoaders = ReturnType<typeof createReviewLoaders>;

function pageKey(key: ReviewPageKey): string {
  return `${key.productId}:${key.pageSize}:${key.currentPage}`;
}

async function reviewPage(
  db: Queryable,
  storeCode: string,
  productIds: number[],
  pageSize: number,
  currentPage: number,
): Promise<ReviewRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, product_id, nickname, title, detail, created_at
       FROM (
         SELECT r.*, row_number() OVER (PARTITION BY r.product_id ORDER BY r.created_at DESC, r.id DESC) AS n
           FROM review r
          WHERE r.product_id = ANY($2::int[]) AND r.store_code = $1 AND r.status = 'approved'
       ) r
      WHERE n > $3 AND n <= $4
      ORDER BY product_id, n`,
    [storeCode, productIds, (currentPage - 1) * pageSize, currentPage * pageSize],
  );
  return withVotes(db, storeCode, rows);
}

/**
 * Review rows (id, product_id, nickname, title, detail, created_at) with their votes on the active
 * ratings, named in the store view's language: one statement for all of them.
 */
export async function withVotes(
  db: Queryable,
  storeCode: string,
  rows: readonly Record<string, unknown>[],
): Promise<ReviewRow[]> {
  if (rows.length === 0) return [];
  const votes = await db.query<{ review_id: number; name: string; value: number; percent: number }>(
    `SELECT v.review_id, coalesce(rs.name, ra.code) AS name, v.value, v.percent
       FROM review_rating_vote v
       JOIN rating ra ON ra.id = v.rating_id AND ra.is_active
       LEFT JOIN rating_store rs ON rs.rating_id = ra.id AND rs.store_code = $1
      WHERE v.review_id = ANY($2::int[])
      ORDER BY ra.position, ra.id`,
    [storeCode, rows.map((row) => Number(row.id))],
  );
  const votesByReview = new Map<number, typeof votes>();
  for (const vote of votes) {
    const reviewId = Number(vote.review_id);
    votesByReview.set(reviewId, [...(votesByReview.get(reviewId) ?? []), vote]);
  }
  return rows.map((row) => {
    const own = votesByReview.get(Number(row.id)) ?? [];
    const percents = own.map((vote) => Number(vote.percent));
    return {
      id: Number(row.id),
      productId: Number(row.product_id),
      nickname: String(row.nickname),
      summary: String(row.title),
      text: String(row.detail),
      createdAt: timestamp(row.created_at),
      averageRating: percents.length
        ? round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length)
        : 0,
      breakdown: own.map((vote) => ({ name: String(vote.name), value: String(vote.value) })),
    };
  });
}

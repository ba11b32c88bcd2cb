import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';
import { checkPaging, timestamp } from './reviews.js';

export interface ShopReviewRow {
  id: number;
  rating: number;
  customerName: string;
  /** Masked: shop reviews are public (and cacheable), the address is not. */
  customerEmail: string;
  title: string;
  comment: string;
  createdAt: string;
}

export interface ShopReviewPage {
  items: ShopReviewRow[];
  totalCount: number;
  averageRating: number | null;
  pageSize: number;
  currentPage: number;
  totalPages: number;
}

/** `anna.mueller@example.com` → `a***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

/** Approved reviews of the shop in the store view, newest first; `rating` keeps one star count. */
export async function findShopReviews(
  db: Queryable,
  storeCode: string,
  args: { rating?: number | null; pageSize?: number | null; currentPage?: number | null },
): Promise<ShopReviewPage> {
  const pageSize = args.pageSize ?? 12;
  const currentPage = args.currentPage ?? 1;
  checkPaging(pageSize, currentPage);
  const rating = args.rating ?? null;
  if (rating !== null && (!Number.isInteger(rating) || rating < 1 || rating > 5)) {
    throw inputError(`rating must be one of 1, 2, 3, 4, 5; got ${rating}`, { argument: 'rating' });
  }
  const params: unknown[] = [storeCode];
  let where = `store_code = $1 AND status = 'approved'`;
  if (rating !== null) {
    params.push(rating);
    where += ` AND rating = $${params.length}`;
  }
  const [totals] = await db.query<{ total: number; average: string | null }>(
    `SELECT count(*)::int AS total, avg(rating) AS average FROM shop_review WHERE ${where}`,
    params,
  );
  const totalCount = totals?.total ?? 0;
  const totalPages = Math.ceil(totalCount / pageSize);
  if (totalCount > 0 && currentPage > totalPages) {
    throw inputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
      { argument: 'currentPage' },
    );
  }
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, rating, customer_name, customer_email, title, comment, created_at
       FROM shop_review WHERE ${where}
      ORDER BY created_at DESC, id DESC
      LIMIT ${pageSize} OFFSET ${(currentPage - 1) * pageSize}`,
    params,
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      rating: Number(row.rating),
      customerName: String(row.customer_name),
      customerEmail: maskEmail(String(row.customer_email)),
      title: String(row.title),
      comment: String(row.comment),
      createdAt: timestamp(row.created_at),
    })),
    totalCount,
    averageRating: totals?.average ? Math.round(Number(totals.average) * 100) / 100 : null,
    pageSize,
    currentPage,
    totalPages,
  };
}

import type { Queryable } from '../../db/database.js';
import { checkPageExists, checkPaging, type Paging } from './paging.js';

export const BLOG_PAGE_SIZE = 9;

export interface BlogAuthorRow {
  id: number;
  identifier: string;
  name: string;
}

export interface BlogCategoryRow {
  id: number;
  identifier: string;
  title: string;
  urlKey: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface BlogPostRow {
  id: number;
  identifier: string;
  title: string;
  shortContent: string;
  content: string;
  featuredImage: string | null;
  featuredImgAlt: string | null;
  creationTime: string;
  updateTime: string;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
  author: BlogAuthorRow | null;
  categories: BlogCategoryRow[];
}

export interface BlogPostPage {
  items: BlogPostRow[];
  totalCount: number;
  totalPages: number;
  paging: Paging;
}

export interface BlogPostQuery {
  pageSize?: number | null;
  currentPage?: number | null;
  /** DESC (default) lists the newest first. */
  sort?: 'ASC' | 'DESC' | null;
  /** A category identifier or its url key in the store view. */
  category?: string | null;
}

const POST_COLUMNS = `p.id, p.identifier, p.featured_image, p.creation_time, p.update_time,
  s.title, s.short_content, s.content, s.featured_img_alt, s.meta_title, s.meta_keywords, s.meta_description,
  a.id AS author_id, a.identifier AS author_identifier, a.name AS author_name`;

const POST_FROM = `FROM blog_post p
  JOIN blog_post_store s ON s.post_id = p.id AND s.store_code = $1
  LEFT JOIN blog_author a ON a.id = p.author_id AND a.is_active`;

/** One page of the posts published in the store view: a count, the page, its categories (three statements). */
export async function findBlogPosts(
  db: Queryable,
  storeCode: string,
  query: BlogPostQuery,
): Promise<BlogPostPage> {
  const paging = checkPaging(query.pageSize, query.currentPage, { pageSize: BLOG_PAGE_SIZE, currentPage: 1 });
  const params: unknown[] = [storeCode];
  const conditions = ['p.is_active'];
  const category = query.category?.trim();
  if (category) {
    params.push(category);
    conditions.push(`EXISTS (
      SELECT 1 FROM blog_post_category pc
        JOIN blog_category c ON c.id = pc.category_id AND c.is_active
        LEFT JOIN blog_category_store cs ON cs.category_id = c.id AND cs.store_code = $1
       WHERE pc.post_id = p.id AND (c.identifier = $${params.length} OR cs.url_key = $${params.length}))`);
  }
  const where = `WHERE ${conditions.join(' AND ')}`;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${POST_FROM} ${where}`,
    params,
  );
  const totalCount = count?.total ?? 0;
  const totalPages = checkPageExists(paging, totalCount);
  const direction = query.sort === 'ASC' ? 'ASC' : 'DESC';
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${POST_COLUMNS} ${POST_FROM} ${where}
      ORDER BY p.creation_time ${direction}, p.id ${direction}
      LIMIT ${paging.pageSize} OFFSET ${(paging.currentPage - 1) * paging.pageSize}`,
    params,
  );
  return { items: await withCategories(db, storeCode, rows), totalCount, totalPages, paging };
}

/** The post with this identifier if it is published in the store view, else null. */
export async function findBlogPost(
  db: Queryable,
  storeCode: string,
  identifier: string,
): Promise<BlogPostRow | null> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${POST_COLUMNS} ${POST_FROM} WHERE p.is_active AND p.identifier = $2`,
    [storeCode, identifier],
  );
  const [post] = await withCategories(db, storeCode, rows);
  return post ?? null;
}

/** Active categories with text in the store view, by position. */
export async function findBlogCategories(db: Queryable, storeCode: string): Promise<BlogCategoryRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT c.id, c.identifier, s.title, s.url_key, s.meta_title, s.meta_description
       FROM blog_category c JOIN blog_category_store s ON s.category_id = c.id AND s.store_code = $1
      WHERE c.is_active ORDER BY c.position, c.id`,
    [storeCode],
  );
  return rows.map(toCategory);
}

async function withCategories(
  db: Queryable,
  storeCode: string,
  rows: Record<string, unknown>[],
): Promise<BlogPostRow[]> {
  if (rows.length === 0) return [];
  const categories = await db.query<Record<string, unknown>>(
    `SELECT pc.post_id, c.id, c.identifier, s.title, s.url_key, s.meta_title, s.meta_description
       FROM blog_post_category pc
       JOIN blog_category c ON c.id = pc.category_id AND c.is_active
       JOIN blog_category_store s ON s.category_id = c.id AND s.store_code = $1
      WHERE pc.post_id = ANY($2::int[])
      ORDER BY c.position, c.id`,
    [storeCode, rows.map((row) => Number(row.id))],
  );
  const byPost = new Map<number, BlogCategoryRow[]>();
  for (const row of categories) {
    const list = byPost.get(Number(row.post_id)) ?? [];
    list.push(toCategory(row));
    byPost.set(Number(row.post_id), list);
  }
  return rows.map((row) => toPost(row, byPost.get(Number(row.id)) ?? []));
}

function toCategory(row: Record<string, unknown>): BlogCategoryRow {
  return {
    id: Number(row.id),
    identifier: String(row.identifier),
    title: String(row.title),
    urlKey: String(row.url_key),
    metaTitle: (row.meta_title as string | null) ?? null,
    metaDescription: (row.meta_description as string | null) ?? null,
  };
}

function timestamp(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

function toPost(row: Record<string, unknown>, categories: BlogCategoryRow[]): BlogPostRow {
  const text = (column: string) => (row[column] as string | null) ?? null;
  return {
    id: Number(row.id),
    identifier: String(row.identifier),
    title: String(row.title),
    shortContent: String(row.short_content),
    content: String(row.content),
    featuredImage: text('featured_image'),
    featuredImgAlt: text('featured_img_alt'),
    creationTime: timestamp(row.creation_time),
    updateTime: timestamp(row.update_time),
    metaTitle: text('meta_title'),
    metaKeywords: text('meta_keywords'),
    metaDescription: text('meta_description'),
    author:
      row.author_id == null
        ? null
        : {
            id: Number(row.author_id),
            identifier: String(row.author_identifier),
            name: String(row.author_name),
          },
    categories,
  };
}

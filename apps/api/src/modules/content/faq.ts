import type { Queryable } from '../../db/database.js';
import { checkPageExists, checkPaging, type Paging } from './paging.js';

export interface FaqItemRow {
  id: number;
  question: string;
  shortAnswer: string;
  longAnswer: string | null;
}

export interface FaqCategoryRow {
  id: number;
  title: string;
  urlKey: string;
  items: FaqItemRow[];
}

export interface FaqPage {
  items: FaqCategoryRow[];
  totalCount: number;
  totalPages: number;
  paging: Paging;
}

/**
 * Active FAQ categories with text in the store view (by position), one page of them, each with
 * its active questions by position. Three statements whatever the page size.
 */
export async function findFaq(
  db: Queryable,
  storeCode: string,
  args: { pageSize?: number | null; currentPage?: number | null },
): Promise<FaqPage> {
  const paging = checkPaging(args.pageSize, args.currentPage, { pageSize: 20, currentPage: 1 });
  const from = `FROM faq_category c JOIN faq_category_store s ON s.category_id = c.id AND s.store_code = $1
               WHERE c.is_active`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, [storeCode]);
  const totalCount = count?.total ?? 0;
  const totalPages = checkPageExists(paging, totalCount);
  const categories = await db.query<{ id: number; title: string; url_key: string }>(
    `SELECT c.id, s.title, s.url_key ${from} ORDER BY c.position, c.id
      LIMIT ${paging.pageSize} OFFSET ${(paging.currentPage - 1) * paging.pageSize}`,
    [storeCode],
  );
  const items =
    categories.length === 0
      ? []
      : await db.query<{
          id: number;
          category_id: number;
          question: string;
          short_answer: string;
          long_answer: string | null;
        }>(
          `SELECT i.id, i.category_id, s.question, s.short_answer, s.long_answer
             FROM faq_item i JOIN faq_item_store s ON s.item_id = i.id AND s.store_code = $1
            WHERE i.is_active AND i.category_id = ANY($2::int[])
            ORDER BY i.position, i.id`,
          [storeCode, categories.map((category) => category.id)],
        );
  const byCategory = new Map<number, FaqItemRow[]>();
  for (const item of items) {
    const list = byCategory.get(Number(item.category_id)) ?? [];
    list.push({
      id: Number(item.id),
      question: item.question,
      shortAnswer: item.short_answer,
      longAnswer: item.long_answer,
    });
    byCategory.set(Number(item.category_id), list);
  }
  return {
    items: categories.map((category) => ({
      id: Number(category.id),
      title: category.title,
      urlKey: category.url_key,
      items: byCategory.get(Number(category.id)) ?? [],
    })),
    totalCount,
    totalPages,
    paging,
  };
}

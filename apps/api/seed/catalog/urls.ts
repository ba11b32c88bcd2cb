// url_rewrite rows: every routable category and visible product per store view, plus 301
// redirects from the urls of renamed categories (and their subtrees) and renamed products.
import type { Category } from './categories.js';
import type { ProductDraft } from './model.js';
import { productUrlKey } from './names.js';
import { STORE_CODES, slugify } from './text.js';

type RewriteRow = [
  storeCode: string,
  requestPath: string,
  targetPath: string,
  entityType: 'category' | 'product',
  entityId: number,
  redirectType: 0 | 301,
];

export const URL_REWRITE_COLUMNS = [
  'store_code',
  'request_path',
  'target_path',
  'entity_type',
  'entity_id',
  'redirect_type',
] as const;

export function categoryRewrites(categories: readonly Category[]): RewriteRow[] {
  const routed = categories.filter((category) => category.level >= 2);
  const rows: RewriteRow[] = [];
  for (const store of STORE_CODES) {
    const taken = new Set(routed.map((category) => category.urlPath[store]));
    for (const category of routed) {
      rows.push([
        store,
        category.urlPath[store],
        `catalog/category/view/id/${category.id}`,
        'category',
        category.id,
        0,
      ]);
    }
    // A renamed category's old path, and the old paths of everything below it, redirect to the new ones.
    for (const renamed of routed) {
      if (!renamed.formerly) continue;
      const oldKey = slugify(renamed.formerly[store], store);
      const newPrefix = renamed.urlPath[store];
      const oldPrefix = newPrefix.slice(0, newPrefix.length - renamed.urlKey[store].length) + oldKey;
      if (oldPrefix === newPrefix) continue;
      for (const category of routed) {
        if (category.id !== renamed.id && !category.ancestorIds.includes(renamed.id)) continue;
        const oldPath = oldPrefix + category.urlPath[store].slice(newPrefix.length);
        if (taken.has(oldPath)) continue;
        taken.add(oldPath);
        rows.push([store, oldPath, category.urlPath[store], 'category', category.id, 301]);
      }
    }
  }
  return rows;
}

/** Product urls are the url key plus '.html'; a renamed product keeps its old url as a 301. */
export function productRewrites(product: ProductDraft): RewriteRow[] {
  if (!product.visible) return [];
  const rows: RewriteRow[] = [];
  const former = product.formerName ? productUrlKey(product.formerName, product.id) : undefined;
  for (const store of STORE_CODES) {
    const requestPath = `${product.urlKey[store]}.html`;
    rows.push([store, requestPath, `catalog/product/view/id/${product.id}`, 'product', product.id, 0]);
    const oldPath = former && `${former[store]}.html`;
    if (oldPath && oldPath !== requestPath)
      rows.push([store, oldPath, requestPath, 'product', product.id, 301]);
  }
  return rows;
}

// Where products appear: their leaf category plus the best-seller (92), special-offer (12370)
// and gift-idea categories, and the related / up-sell / cross-sell links between them.
import type { Random } from '../random.js';
import { BESTSELLER_CATEGORY_ID, type Category, categoryByKey, SPECIAL_CATEGORY_ID } from './categories.js';
import type { SeedClock } from './clock.js';
import { type ProductDraft, specialActive } from './model.js';
import { groupBy, sampleDistinct } from './sampling.js';

/** Share of visible products in the best-seller category (at least 10, the storefront's limit). */
const BESTSELLER_SHARE = 0.03;

export interface Placement {
  /** category id → product ids in position order */
  members: Map<number, number[]>;
}

/** Assigns each visible product 1–3 categories; returns the members of every category in order. */
export function placeProducts(
  products: readonly ProductDraft[],
  categories: readonly Category[],
  clock: SeedClock,
  rng: Random,
): Placement {
  const visible = products.filter((product) => product.visible);
  const giftIdeas = categoryByKey(categories, 'gift-ideas').id;
  for (const product of visible) product.categoryIds = [product.category.id];
  const bestsellers = [...visible]
    .sort((a, b) => b.numSales - a.numSales || a.id - b.id)
    .slice(0, Math.min(visible.length, Math.max(10, Math.round(visible.length * BESTSELLER_SHARE))));
  for (const product of bestsellers) product.categoryIds.push(BESTSELLER_CATEGORY_ID);
  for (const product of visible) {
    if (specialActive(product, clock.today)) product.categoryIds.push(SPECIAL_CATEGORY_ID);
    if (product.categoryIds.length < 3 && product.family !== 'vehicle' && rng.chance(0.03)) {
      product.categoryIds.push(giftIdeas);
    }
  }
  const members = new Map<number, number[]>();
  // Best sellers are ordered by sales; every other category by product id.
  members.set(
    BESTSELLER_CATEGORY_ID,
    bestsellers.map((product) => product.id),
  );
  for (const product of visible) {
    for (const categoryId of product.categoryIds) {
      if (categoryId === BESTSELLER_CATEGORY_ID) continue;
      const list = members.get(categoryId);
      if (list) list.push(product.id);
      else members.set(categoryId, [product.id]);
    }
  }
  return { members };
}

export type LinkRow = [
  productId: number,
  linkedId: number,
  linkType: 'related' | 'upsell' | 'crosssell',
  position: number,
];

/** Links for about 40 % of visible products: related and up-sell from the same leaf, cross-sell from the family. */
export function linkProducts(products: readonly ProductDraft[], rng: Random): LinkRow[] {
  const visible = products.filter((product) => product.visible);
  const byLeaf = groupBy(visible, (product) => product.category.id);
  const byFamily = groupBy(visible, (product) => product.family);
  const rows: LinkRow[] = [];
  for (const product of visible) {
    if (!rng.chance(0.4)) continue;
    const sameLeaf = byLeaf.get(product.category.id) ?? [];
    const related = sampleDistinct(rng, sameLeaf, rng.int(3, 5)).filter((other) => other.id !== product.id);
    related.slice(0, 4).forEach((other, index) => {
      rows.push([product.id, other.id, 'related', index + 1]);
    });
    if (rng.chance(0.5)) {
      const dearer = sampleDistinct(rng, sameLeaf, 10).filter((other) => other.price > product.price);
      dearer.slice(0, 2).forEach((other, index) => {
        rows.push([product.id, other.id, 'upsell', index + 1]);
      });
    }
    if (rng.chance(0.4)) {
      const family = byFamily.get(product.family) ?? [];
      const others = sampleDistinct(rng, family, 6).filter(
        (other) => other.category.id !== product.category.id,
      );
      others.slice(0, 3).forEach((other, index) => {
        rows.push([product.id, other.id, 'crosssell', index + 1]);
      });
    }
  }
  return rows;
}

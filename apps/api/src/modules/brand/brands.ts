import DataLoader from 'dataloader';
import type { Queryable } from '../../db/database.js';
import { brandAttributeCode } from '../catalog/attributes.js';

/** A brand as one store view sees it. */
export interface BrandRow {
  id: number;
  optionId: number;
  title: string;
  urlKey: string;
  description: string | null;
  shortDescription: string | null;
  logo: string | null;
  image: string | null;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
  showInSlider: boolean;
  positionInSlider: number;
  categoryId: number | null;
}

const BRAND_COLUMNS = `
  b.id, b.attribute_option_id, b.logo, b.image, b.show_in_slider, b.position_in_slider, b.category_id,
  bs.title, bs.url_key, bs.description, bs.short_description, bs.meta_title, bs.meta_keywords,
  bs.meta_description`;

const BRAND_FROM = 'FROM brand b JOIN brand_store bs ON bs.brand_id = b.id AND bs.store_code = $1';

function toBrand(row: Record<string, unknown>): BrandRow {
  const text = (column: string) => (row[column] as string | null) ?? null;
  return {
    id: Number(row.id),
    optionId: Number(row.attribute_option_id),
    title: String(row.title),
    urlKey: String(row.url_key),
    description: text('description'),
    shortDescription: text('short_description'),
    logo: text('logo'),
    image: text('image'),
    metaTitle: text('meta_title'),
    metaKeywords: text('meta_keywords'),
    metaDescription: text('meta_description'),
    showInSlider: Boolean(row.show_in_slider),
    positionInSlider: Number(row.position_in_slider),
    categoryId: row.category_id === null ? null : Number(row.category_id),
  };
}

/**
 * `getBrands`: by title as the store view's language sorts it (not by the database's collation),
 * optionally only the slider's brands or the one with a url key.
 */
export async function findBrands(
  db: Queryable,
  store: { code: string; locale: string },
  filter: { showInSlider?: boolean | null; urlKey?: string | null },
): Promise<BrandRow[]> {
  const params: unknown[] = [store.code];
  const conditions: string[] = [];
  if (filter.showInSlider !== undefined && filter.showInSlider !== null) {
    params.push(filter.showInSlider);
    conditions.push(`b.show_in_slider = $${params.length}`);
  }
  if (filter.urlKey !== undefined && filter.urlKey !== null) {
    params.push(filter.urlKey.trim());
    conditions.push(`bs.url_key = $${params.length}`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = await db.query(`SELECT ${BRAND_COLUMNS} ${BRAND_FROM} ${where}`, params);
  const collator = new Intl.Collator(store.locale.replace('_', '-'));
  return rows.map(toBrand).sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}

/** Per-request loaders: one statement for the brands of every product (or category) of a response. */
export function createBrandLoaders(db: Queryable, storeCode: string) {
  const byProductId = new DataLoader<number, BrandRow | null>(async (productIds) => {
    const rows = await db.query(
      `SELECT pao.product_id, ${BRAND_COLUMNS}
         ${BRAND_FROM}
         JOIN product_attribute_option pao ON pao.option_id = b.attribute_option_id AND pao.attribute_code = $2
        WHERE pao.product_id = ANY($3::int[])
        ORDER BY b.id`,
      [storeCode, brandAttributeCode(), [...productIds]],
    );
    const byProduct = new Map<number, BrandRow>();
    for (const row of rows) {
      const productId = Number(row.product_id);
      if (!byProduct.has(productId)) byProduct.set(productId, toBrand(row));
    }
    return productIds.map((id) => byProduct.get(id) ?? null);
  });

  // A category is a brand's category only when exactly one brand points at it.
  const byCategoryId = new DataLoader<number, BrandRow | null>(async (categoryIds) => {
    const rows = (
      await db.query(`SELECT ${BRAND_COLUMNS} ${BRAND_FROM} WHERE b.category_id = ANY($2::int[])`, [
        storeCode,
        [...categoryIds],
      ])
    ).map(toBrand);
    return categoryIds.map((id) => {
      const brands = rows.filter((brand) => brand.categoryId === id);
      return brands.length === 1 ? (brands[0] ?? null) : null;
    });
  });

  return { byProductId, byCategoryId };
}

export type BrandLoaders = ReturnType<typeof createBrandLoaders>;

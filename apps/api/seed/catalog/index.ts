// The catalogue part of the demo shop: delivery times, attributes, categories, brands, size
// charts, products of all four types with texts in de/nl/en, pictures, reviews, the part
// finder, promotions, store stock and url rewrites. Deterministic: the same product count
// gives the same catalogue (dates are relative to the seed day).

import { CATALOGUE_TABLES } from '../../src/db/bulk-load.js';
import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows, withoutKeysAndIndexes } from '../sql.js';
import type { CatalogSeedResult, SeededProduct, SeedLog } from '../types.js';
import { AttributeOptions, insertAttributes } from './attributes.js';
import { insertBrands } from './brands.js';
import { buildCategories, insertCategories } from './categories.js';
import { createClock } from './clock.js';
import { insertDeliveryTimes } from './delivery.js';
import { ProductPictures } from './media.js';
import type { ProductDraft } from './model.js';
import { seedPartfinder } from './partfinder.js';
import { linkProducts, placeProducts } from './placement.js';
import { insertProducts } from './product-rows.js';
import { ProductGenerator } from './products.js';
import { seedCashback, seedLabels, seedStoreStock } from './promotions.js';
import { generateReviews, insertRatings, insertReviews } from './reviews.js';
import { insertSizeCharts } from './size-charts.js';
import { categoryRewrites, URL_REWRITE_COLUMNS } from './urls.js';

export { BESTSELLER_CATEGORY_ID, ROOT_CATALOG_ID, SPECIAL_CATEGORY_ID } from './categories.js';

/** The tables of the products and of what hangs on them: hundreds of thousands of rows at 100 000 products. */
const PRODUCT_TABLES = [
  ...CATALOGUE_TABLES,
  'review',
  'review_rating_vote',
  'partfinder_product',
  'product_cashback',
  'product_cashback_store',
  'product_label_product',
  'product_store_stock',
];

export interface CatalogSeedOptions {
  /** Visible products; configurable children come on top. */
  products: number;
  mediaDir: string;
  log: SeedLog;
  /** The seed day; defaults to today. Tests pin it to compare runs. */
  now?: Date;
  /**
   * Where computations that read no table run (the texts' search vectors): another connection than
   * the loading transaction's, so that both work at once. Defaults to the transaction.
   */
  computeOn?: Queryable;
}

export async function seedCatalog(db: Queryable, options: CatalogSeedOptions): Promise<CatalogSeedResult> {
  const started = performance.now();
  const clock = createClock(options.now);
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  await insertDeliveryTimes(db);
  await insertAttributes(db);
  const attributeOptions = new AttributeOptions();
  const categories = buildCategories();
  await insertCategories(db, categories, clock);
  await insertBrands(db, categories);
  await insertSizeCharts(db, attributeOptions);
  await insertRows(db, 'url_rewrite', URL_REWRITE_COLUMNS, categoryRewrites(categories));

  const pictures = new ProductPictures(categories);
  const generator = new ProductGenerator({
    rng: new Random('catalog'),
    clock,
    categories,
    options: attributeOptions,
    pictures,
  });
  const products = generator.generate(options.products);
  const placement = placeProducts(products, categories, clock, new Random('catalog-placement'));
  const links = linkProducts(products, new Random('catalog-links'));
  const reviews = generateReviews(products, clock, new Random('catalog-reviews'));
  options.log(`catalog: generated ${products.length} products (${options.products} visible) in ${elapsed()}`);

  // Foreign keys are checked once at the end of the big tables' load rather than row by row, and
  // their lookup and search indexes are built once after it rather than row by row.
  const { partfinder, cashbacks, labels, storeStock } = await withoutKeysAndIndexes(
    db,
    PRODUCT_TABLES,
    async () => {
      const counts = await insertProducts(db, options.computeOn ?? db, products, placement, links);
      options.log(
        `catalog: wrote ${counts.product_store} product texts and ${counts.url_rewrite} product urls (${elapsed()})`,
      );
      await insertRatings(db);
      await insertReviews(db, reviews);
      const partfinder = await seedPartfinder(db, products, clock, new Random('catalog-partfinder'));
      const cashbacks = await seedCashback(db, products, clock, new Random('catalog-cashback'));
      const labels = await seedLabels(db, products, new Random('catalog-labels'));
      const storeStock = await seedStoreStock(db, products, new Random('catalog-store-stock'));
      return { partfinder, cashbacks, labels, storeStock };
    },
  );
  const files = await pictures.write(options.mediaDir, categories);
  options.log(
    `catalog: ${categories.length} categories, ${reviews.reviews.length} reviews, ${partfinder.links} part-finder links, ` +
      `${cashbacks} cashbacks, ${labels} labels, ${storeStock} store stock rows, ${files} pictures in ${elapsed()}`,
  );
  return { products: products.map(toSeededProduct), categoryIds: categories.map((category) => category.id) };
}

function toSeededProduct(product: ProductDraft): SeededProduct {
  return {
    id: product.id,
    sku: product.sku,
    typeId: product.typeId,
    price: product.price,
    taxClass: product.taxClass,
    visible: product.visible,
    name: product.name,
    urlKey: product.urlKey,
    categoryIds: product.categoryIds,
    childIds: product.childIds,
  };
}

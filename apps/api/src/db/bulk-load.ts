import type { Queryable } from './database.js';

/** The tables of the products and of what hangs on them in Magento's catalogue (an import writes these). */
export const CATALOGUE_TABLES = [
  'product',
  'product_store',
  'category_product',
  'product_attribute_option',
  'product_attribute_text',
  'product_media',
  'product_configurable_attribute',
  'product_relation',
  'bundle_option',
  'bundle_option_store',
  'bundle_selection',
  'product_link',
  'url_rewrite',
];

/** The tables finish_bulk_load() fills from the catalogue's. */
export const DERIVED_TABLES = ['product_price_index', 'category_listing', 'search_term', 'product_search'];

/**
 * Puts the transaction `tx` in bulk-load mode (migration 0017): the triggers that keep derived
 * data and send change notifications do not fire for its writes until finishBulkLoad. Worth it
 * for thousands of products; a few rows are cheaper through the triggers.
 */
export async function startBulkLoad(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('shop.bulk_load', 'on', true)`);
}

/**
 * Computes the derived data for the whole catalogue at once, sends one "anything may have
 * changed" and ends the bulk-load mode of `tx`.
 */
export async function finishBulkLoad(tx: Queryable): Promise<void> {
  await tx.query('SELECT finish_bulk_load()');
}

import type { Queryable } from './database.js';

/** The tables finish_bulk_load() fills from the catalogue's. */
export const DERIVED_TABLES = ['product_price_index', 'category_listing', 'search_term'];

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

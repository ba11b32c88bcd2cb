import DataLoader from 'dataloader';
import type { Queryable } from '../../db/database.js';
import { loadProducts, type ProductRow } from '../catalog/products.js';
import type { StoreView } from '../store/stores.js';
import { batchingQueryable } from './batch.js';
import {
  type BundleOptionRow,
  type ConfigurableStructure,
  type GroupedItemRow,
  loadBundleOptions,
  loadConfigurables,
  loadGroupedItems,
} from './composite.js';
import {
  type AttributeValueRow,
  type LabelDefinition,
  type LinkType,
  loadAttributeValues,
  loadLabelDefinitions,
  loadLinks,
  loadMedia,
  loadProductDetails,
  loadSalesData,
  loadSizeCharts,
  loadStoreAvailability,
  type MediaRow,
  type ProductDetail,
  type SalesData,
  type SizeChartRow,
  type StoreStockRow,
} from './detail.js';

/**
 * Per-request batch loaders of the product detail fields, keyed by product id: each field family
 * costs one SQL statement per request (per nesting level), whatever the number of products, and
 * the families asked for on the same level travel to the database together as one statement
 * (batchingQueryable). Every product id loaded is added to `read`: the products the answer
 * depends on (the response cache forgets it when one of them changes).
 */
export function createProductLoaders(database: Queryable, store: StoreView, read: Set<number>) {
  const db = batchingQueryable(database);
  const byKey = <V>(load: (ids: readonly number[]) => Promise<Map<number, V>>, fallback: () => V) =>
    new DataLoader<number, V>(async (ids) => {
      for (const id of ids) read.add(id);
      const found = await load(ids);
      return ids.map((id) => found.get(id) ?? fallback());
    });
  const none = () => null;
  const empty = () => [];

  let labelDefinitions: Promise<LabelDefinition[]> | undefined;

  return {
    /** Listing rows (price range, stock, first image) of products linked from others. */
    rows: byKey<ProductRow | null>(async (ids) => {
      const rows = await loadProducts(db, store.code, [...ids]);
      return new Map(rows.map((row) => [row.id, row]));
    }, none),
    detail: byKey<ProductDetail | null>((ids) => loadProductDetails(db, store.code, ids), none),
    /** The store view's labels, read once per request. */
    labelDefinitions: () => {
      labelDefinitions ??= loadLabelDefinitions(db, store.code);
      return labelDefinitions;
    },
    media: byKey<MediaRow[]>((ids) => loadMedia(db, store.code, ids), empty),
    storeAvailability: byKey<StoreStockRow[]>((ids) => loadStoreAvailability(db, ids), empty),
    salesData: byKey<SalesData | null>((ids) => loadSalesData(db, store.timezone, ids), none),
    attributes: byKey<AttributeValueRow[]>((ids) => loadAttributeValues(db, store.code, ids), empty),
    links: byKey<Record<LinkType, number[]>>(
      (ids) => loadLinks(db, ids),
      () => ({ related: [], upsell: [], crosssell: [] }),
    ),
    sizeCharts: byKey<SizeChartRow | null>((ids) => loadSizeCharts(db, store.code, ids), none),
    configurable: byKey<ConfigurableStructure>(
      (ids) => loadConfigurables(db, store.code, ids),
      () => ({ options: [], variants: [] }),
    ),
    bundleOptions: byKey<BundleOptionRow[]>((ids) => loadBundleOptions(db, store.code, ids), empty),
    groupedItems: byKey<GroupedItemRow[]>((ids) => loadGroupedItems(db, ids), empty),
  };
}

export type ProductLoaders = ReturnType<typeof createProductLoaders>;

import type { StoreCode } from './stores.js';

export type Translated = Record<StoreCode, string>;

/** What the catalogue part of the seed hands to the parts that need products (orders, reviews …). */
export interface SeededProduct {
  id: number;
  sku: string;
  typeId: 'simple' | 'configurable' | 'bundle' | 'grouped';
  /** Catalogue price including tax. */
  price: number;
  taxClass: 'standard' | 'reduced';
  /** Visible on its own (not only as a child of a configurable, bundle or grouped product). */
  visible: boolean;
  name: Translated;
  urlKey: Translated;
  categoryIds: number[];
  /** For configurable products: their children's ids; empty otherwise. */
  childIds: number[];
}

export interface CatalogSeedResult {
  products: SeededProduct[];
  categoryIds: number[];
}

export type SeedLog = (line: string) => void;

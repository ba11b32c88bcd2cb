// The in-memory product the generator builds before any row is written.
import type { FlavourKey, MaterialKey, VehicleTypeKey } from './attribute-options.js';
import type { SelectAttributeCode } from './attributes.js';
import type { Brand } from './brands.js';
import type { Category } from './categories.js';
import type { Noun, ProductKind } from './category-tree.js';
import type { Translated } from './text.js';
import type { AdjectiveKey, ColourKey, Decor, Family, VariantChoice } from './words.js';

export interface BundleSelectionDraft {
  productId: number;
  qty: number;
  canChangeQuantity: boolean;
  isDefault: boolean;
}

export interface BundleOptionDraft {
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: boolean;
  title: Translated;
  selections: BundleSelectionDraft[];
}

export interface GroupedItemDraft {
  productId: number;
  qty: number;
}

export interface ProductDraft {
  id: number;
  sku: string;
  typeId: ProductKind;
  /** Shown on its own (visibility 4); configurable children are not (visibility 1). */
  visible: boolean;
  family: Family;
  /** The leaf category the product was made for. */
  category: Category;
  brand: Brand;
  noun: Noun;
  adjective: AdjectiveKey | undefined;
  variant: VariantChoice;
  name: Translated;
  urlKey: Translated;
  /** Name before a rename; its url redirects (301) to the current one. */
  formerName: Translated | undefined;

  price: number;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
  manufacturerPrice: number | null;
  taxClass: 'standard' | 'reduced';
  weight: number;

  stockQty: number;
  stockDisplayLimit: number | null;
  deliveryTimeId: number;

  createdAt: Date;
  updatedAt: Date;
  newFrom: Date | null;
  newTo: Date | null;
  numSales: number;
  lastOrderDate: Date | null;

  unit: string | null;
  isFlooring: boolean;
  inhalt: number | null;
  verkaufseinheit: string | null;
  grundeinheit: string | null;
  showSizeTable: boolean;
  sizeChartId: number | null;

  ratingSummary: number;
  reviewCount: number;

  options: [SelectAttributeCode, number][];
  material: MaterialKey | undefined;
  flavour: FlavourKey | undefined;
  colour: ColourKey | undefined;
  decor: Decor | undefined;
  size: string | undefined;
  vehicleType: VehicleTypeKey | undefined;

  categoryIds: number[];
  images: string[];

  parentId: number | null;
  childIds: number[];
  bundleOptions: BundleOptionDraft[];
  groupedItems: GroupedItemDraft[];
}

/** Whether the special price applies on `day`, as product_final_price() in SQL decides it. */
export function specialActive(product: ProductDraft, day: Date): boolean {
  if (product.specialPrice === null || product.specialPrice >= product.price) return false;
  if (product.specialFrom && product.specialFrom > day) return false;
  if (product.specialTo && product.specialTo < day) return false;
  return true;
}

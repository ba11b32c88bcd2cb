import type { Random } from '../random.js';
import type { CatalogSeedResult, SeededProduct } from '../types.js';

/** Something a shopper can put in the cart on its own: a simple product or a configurable's child. */
export interface Purchasable {
  product: SeededProduct;
  /** The configurable product the child is chosen through. */
  parent: SeededProduct | null;
}

/**
 * Visible simple products and the children of visible configurables, with a price. Bundles and
 * grouped products are left out: their prices come from their parts.
 */
export function purchasableProducts(catalog: CatalogSeedResult): Purchasable[] {
  const byId = new Map(catalog.products.map((product) => [product.id, product]));
  const result: Purchasable[] = [];
  for (const product of catalog.products) {
    if (!product.visible) continue;
    if (product.typeId === 'simple' && product.price > 0) result.push({ product, parent: null });
    if (product.typeId === 'configurable') {
      for (const childId of product.childIds) {
        const child = byId.get(childId);
        if (child && child.price > 0) result.push({ product: child, parent: product });
      }
    }
  }
  return result;
}

/**
 * Picks products with a long-tail popularity (a few sell a lot, most rarely) and knows which
 * products are usually bought together, so "most purchased" and "purchased together" have signal.
 */
export class ProductPicker {
  private readonly ranked: Purchasable[];
  private readonly companions = new Map<number, Purchasable[]>();

  constructor(
    items: readonly Purchasable[],
    private readonly random: Random,
  ) {
    this.ranked = random.shuffle(items);
    const withCompanions = Math.min(80, Math.ceil(this.ranked.length / 3));
    for (let rank = 0; rank < withCompanions; rank++) {
      const item = this.ranked[rank] as Purchasable;
      // Companions come from the better sellers too, so pairs recur often enough to be seen.
      const others = this.ranked
        .slice(0, 400)
        .filter((other) => other.product.id !== item.product.id && !isSibling(other, item));
      this.companions.set(item.product.id, random.sample(others, random.int(1, 3)));
    }
  }

  get size(): number {
    return this.ranked.length;
  }

  /** Rank r is chosen with a probability falling steeply with r. */
  popular(): Purchasable {
    const rank = Math.floor(this.ranked.length * this.random.next() ** 2.4);
    return this.ranked[rank] as Purchasable;
  }

  companionsOf(item: Purchasable): readonly Purchasable[] {
    return this.companions.get(item.product.id) ?? [];
  }
}

/** Two variants of one configurable (say size M and L of a shirt) are not bought together. */
function isSibling(a: Purchasable, b: Purchasable): boolean {
  return a.parent !== null && a.parent.id === b.parent?.id;
}

// Builds the catalogue's products in memory: simple products first (so that bundles and
// grouped products can point at them), then configurable parents with their children,
// bundles and grouped sets. Everything comes from one seeded random stream, in a fixed
// order, so the same product count always yields the same products.
import type { Random } from '../random.js';
import { FLAVOURS, type FlavourKey } from './attribute-options.js';
import type { AttributeOptions } from './attributes.js';
import { type Brand, brandOptionId, brandsOfFamily } from './brands.js';
import { type Category, productLeaves } from './categories.js';
import type { Noun, ProductKind } from './category-tree.js';
import { addDays, type SeedClock } from './clock.js';
import { DELIVERY_BACKORDER, DELIVERY_IN_STOCK, DELIVERY_MADE_TO_ORDER, DELIVERY_SOON } from './delivery.js';
import type { ProductPictures } from './media.js';
import type { BundleOptionDraft, GroupedItemDraft, ProductDraft } from './model.js';
import { productName, productUrlKey } from './names.js';
import { sampleDistinct } from './sampling.js';
import { sizeChartId } from './size-charts.js';
import { perStore, roundMoney, type Translated, tr } from './text.js';
import {
  ADULT_SIZES,
  COLOURS,
  type Colour,
  colourVariant,
  DECORS,
  decorVariant,
  type Family,
  KIDS_SIZES,
  THICKNESSES,
  VARIANT_GROUPS,
  type VariantChoice,
  type VariantGroup,
} from './words.js';

export interface ProductMix {
  simple: number;
  configurable: number;
  bundle: number;
  grouped: number;
}

/** 70 % simple, 15 % configurable, 8 % bundle, 7 % grouped; tiny catalogues are all simple. */
export function productMix(visible: number): ProductMix {
  if (visible < 8) return { simple: visible, configurable: 0, bundle: 0, grouped: 0 };
  const configurable = Math.max(1, Math.round(visible * 0.15));
  const bundle = Math.max(1, Math.round(visible * 0.08));
  const grouped = Math.max(1, Math.round(visible * 0.07));
  return { simple: visible - configurable - bundle - grouped, configurable, bundle, grouped };
}

const SKU_PREFIX: Record<Family, string> = {
  supplements: 'SUP',
  clothing: 'CLO',
  flooring: 'FLR',
  vehicle: 'VEH',
  home: 'HOM',
  sport: 'SPT',
};

/** Price ranges (incl. tax) per family; floors per package, clothing per piece. */
function priceRange(category: Category): [number, number] {
  switch (category.family) {
    case 'supplements':
      return [4, 49];
    case 'clothing':
      if (category.kind === 'simple') return [9, 79];
      return category.motif === 'bottom' ? [29, 119] : [14, 99];
    case 'flooring':
      return category.perSquareMetre ? [18, 79] : [4, 49];
    case 'vehicle':
      return [6, 420];
    case 'home':
      return [8, 249];
    default:
      return [7, 299];
  }
}

const WEIGHT_RANGE: Record<Family, [number, number]> = {
  supplements: [0.08, 1.2],
  clothing: [0.15, 1.4],
  flooring: [0.4, 6],
  vehicle: [0.2, 9],
  home: [0.2, 5],
  sport: [0.2, 3],
};

/** Coverage of one floor package in m². */
const PACKAGE_CONTENTS = [1.48, 1.73, 1.995, 2.13, 2.22, 2.4, 2.57];

const BUNDLE_OPTION_TITLES: readonly Translated[] = [
  tr('Ihre Basis', 'Uw basis', 'Your base'),
  tr('Dazu passend', 'Past er goed bij', 'Goes well with'),
  tr('Extras nach Wahl', "Extra's naar keuze", 'Extras of your choice'),
  tr('Zum Ausprobieren', 'Om te proberen', 'To try'),
];
const BUNDLE_OPTION_TYPES: readonly BundleOptionDraft['type'][] = ['radio', 'select', 'checkbox', 'multi'];

export interface ProductGeneratorContext {
  rng: Random;
  clock: SeedClock;
  categories: readonly Category[];
  options: AttributeOptions;
  pictures: ProductPictures;
}

export class ProductGenerator {
  private nextId = 1;
  readonly products: ProductDraft[] = [];
  private readonly simplesByFamily = new Map<Family, ProductDraft[]>();
  private readonly floors: ProductDraft[] = [];
  private readonly flooringAccessories: ProductDraft[] = [];

  constructor(private readonly context: ProductGeneratorContext) {}

  /** Creates `visible` visible products (configurable children come on top). */
  generate(visible: number): ProductDraft[] {
    const mix = productMix(visible);
    const { rng, categories } = this.context;
    const leaves = (kind: ProductKind) => productLeaves(categories, kind);
    const simpleLeaves = leaves('simple');
    for (let i = 0; i < mix.simple; i++) this.simple(rng.pick(simpleLeaves));
    const configurableLeaves = leaves('configurable');
    for (let i = 0; i < mix.configurable; i++) this.configurable(rng.pick(configurableLeaves));
    const bundleLeaves = leaves('bundle');
    for (let i = 0; i < mix.bundle; i++) this.bundle(rng.pick(bundleLeaves));
    const groupedLeaves = leaves('grouped');
    for (let i = 0; i < mix.grouped; i++) this.grouped(rng.pick(groupedLeaves));
    return this.products;
  }

  private simple(category: Category): ProductDraft {
    const { rng, options } = this.context;
    const noun = rng.pick(category.nouns);
    const variant = this.variant(noun.variant ?? 'none');
    const flavour = noun.flavours ? rng.pick(noun.flavours) : undefined;
    const product = this.base(category, 'simple', noun, variant, flavour);
    if (variant.colour) product.options.push(['color', options.id('color', variant.colour)]);
    if (variant.basePrice) {
      product.inhalt = variant.basePrice.content;
      product.verkaufseinheit = variant.basePrice.salesUnit;
      product.grundeinheit = variant.basePrice.baseUnit;
    }
    if (variant.weightKg) product.weight = variant.weightKg;
    if (category.perSquareMetre) this.makeFloor(product);
    this.addPictures(product, noun.image ?? category.motif ?? 'gear');
    const pool = this.simplesByFamily.get(product.family) ?? [];
    pool.push(product);
    this.simplesByFamily.set(product.family, pool);
    if (product.family === 'flooring')
      (product.isFlooring ? this.floors : this.flooringAccessories).push(product);
    return product;
  }

  /** A clothing parent with one child per colour × size, each with its own sku, price and stock. */
  private configurable(category: Category): void {
    const { rng, options } = this.context;
    const noun = rng.pick(category.nouns);
    const parent = this.base(category, 'configurable', noun, { label: undefined }, undefined);
    const chart = category.sizeChart ?? 'unisex';
    parent.showSizeTable = true;
    parent.sizeChartId = sizeChartId(chart);
    const colours = rng.sample(COLOURS, rng.pick([1, 1, 2, 2, 3]));
    const sizes = this.sizeRange(chart === 'kids' ? KIDS_SIZES : ADULT_SIZES);
    const children: ProductDraft[] = [];
    for (const colour of colours) {
      for (const size of sizes) children.push(this.child(parent, colour, size));
    }
    parent.childIds = children.map((child) => child.id);
    parent.price = Math.min(...children.map((child) => child.price));
    const childSpecials = children.flatMap((child) =>
      child.specialPrice === null ? [] : [child.specialPrice],
    );
    parent.specialPrice = childSpecials.length ? Math.min(...childSpecials) : null;
    parent.manufacturerPrice = parent.manufacturerPrice === null ? null : roundMoney(parent.price * 1.3);
    parent.stockQty = children.reduce((sum, child) => sum + child.stockQty, 0);
    parent.deliveryTimeId = parent.stockQty > 0 ? DELIVERY_IN_STOCK : DELIVERY_BACKORDER;
    for (const colour of colours) parent.options.push(['color', options.id('color', colour.key)]);
    for (const size of sizes) parent.options.push(['fkv_maten', options.id('fkv_maten', size)]);
    const motif = noun.image ?? category.motif ?? 'top';
    parent.images = colours.map((colour) => this.context.pictures.main(motif, parent.id, colour.key));
    for (const child of children) child.images = [this.context.pictures.main(motif, child.id, child.colour)];
  }

  private child(parent: ProductDraft, colour: Colour, size: string): ProductDraft {
    const { rng, options } = this.context;
    const id = this.nextId++;
    const surcharge = ['XXL', '3XL', '152', '164'].includes(size) ? rng.pick([2, 3, 5]) : 0;
    const price = roundMoney(parent.price + surcharge);
    const name = perStore((store) => `${parent.name[store]}, ${colour.name[store]}, ${size}`);
    const stockQty = rng.chance(0.12) ? 0 : rng.int(1, 60);
    const child: ProductDraft = {
      ...parent,
      id,
      sku: `${parent.sku}-${colour.code}-${size}`,
      typeId: 'simple',
      visible: false,
      name,
      urlKey: productUrlKey(name, id),
      formerName: undefined,
      price,
      manufacturerPrice: parent.manufacturerPrice === null ? null : roundMoney(price * 1.3),
      specialPrice:
        parent.specialPrice === null ? null : roundMoney((parent.specialPrice / parent.price) * price),
      weight: roundWeight(parent.weight + rng.next() * 0.2),
      stockQty,
      stockDisplayLimit: null,
      deliveryTimeId: stockQty > 0 ? DELIVERY_IN_STOCK : DELIVERY_SOON,
      numSales: Math.round(parent.numSales / 6),
      showSizeTable: false,
      ratingSummary: 0,
      reviewCount: 0,
      options: [
        ['color', options.id('color', colour.key)],
        ['fkv_maten', options.id('fkv_maten', size)],
      ],
      colour: colour.key,
      size,
      categoryIds: [],
      images: [],
      parentId: parent.id,
      childIds: [],
      bundleOptions: [],
      groupedItems: [],
    };
    this.products.push(child);
    return child;
  }

  /** A pack of simple products of the same family, sold together with choices per option. */
  private bundle(category: Category): void {
    const { rng } = this.context;
    const pool = this.componentPool(category.family as Family);
    const noun = rng.pick(category.nouns);
    const product = this.base(category, 'bundle', noun, { label: undefined }, undefined);
    const optionCount = rng.int(2, 4);
    for (let index = 0; index < optionCount; index++) {
      const type = BUNDLE_OPTION_TYPES[index] as BundleOptionDraft['type'];
      const components = sampleDistinct(rng, pool, rng.int(2, 4));
      product.bundleOptions.push({
        type,
        required: index < 2,
        title: BUNDLE_OPTION_TITLES[index] as Translated,
        selections: components.map((component, position) => ({
          productId: component.id,
          qty: rng.chance(0.2) ? 2 : 1,
          canChangeQuantity: (type === 'radio' || type === 'select') && rng.chance(0.5),
          isDefault: position === 0,
        })),
      });
    }
    // The bundle's price is what the default choices of the required options cost.
    const defaults = product.bundleOptions
      .filter((option) => option.required)
      .flatMap((option) => option.selections.filter((selection) => selection.isDefault))
      .map((selection) => ({ component: this.byId(selection.productId), qty: selection.qty }));
    product.price = roundMoney(defaults.reduce((sum, { component, qty }) => sum + component.price * qty, 0));
    product.specialPrice = null;
    product.manufacturerPrice = null;
    product.stockQty = Math.min(
      ...defaults.map(({ component, qty }) => Math.floor(component.stockQty / qty)),
    );
    product.deliveryTimeId = product.stockQty > 0 ? DELIVERY_IN_STOCK : DELIVERY_BACKORDER;
    product.weight = roundWeight(
      defaults.reduce((sum, { component, qty }) => sum + component.weight * qty, 0),
    );
    product.taxClass = defaults[0]?.component.taxClass ?? product.taxClass;
    product.images = [
      this.context.pictures.main(category.motif ?? 'jar', product.id),
      ...new Set(defaults.map(({ component }) => component.images[0] as string)),
    ].slice(0, 4);
  }

  /** A set of simple products shown together, each with a suggested quantity. */
  private grouped(category: Category): void {
    const { rng } = this.context;
    const family = category.family as Family;
    const pool = this.componentPool(family);
    const noun = rng.pick(category.nouns);
    const product = this.base(category, 'grouped', noun, { label: undefined }, undefined);
    const items: GroupedItemDraft[] = [];
    if (family === 'flooring' && this.floors.length) {
      // A floor with the matching accessories: packages for a room, underlay, skirting.
      const floor = rng.pick(this.floors);
      items.push({ productId: floor.id, qty: rng.int(6, 20) });
      for (const accessory of sampleDistinct(rng, this.flooringAccessories, rng.int(1, 2))) {
        items.push({ productId: accessory.id, qty: rng.int(1, 8) });
      }
    } else {
      for (const component of sampleDistinct(rng, pool, rng.int(2, 4))) {
        items.push({ productId: component.id, qty: rng.pick([1, 1, 2]) });
      }
    }
    product.groupedItems = items;
    const components = items.map((item) => this.byId(item.productId));
    product.price = Math.min(...components.map((component) => component.price));
    product.specialPrice = null;
    product.manufacturerPrice = null;
    product.stockQty = components.reduce((sum, component) => sum + component.stockQty, 0);
    product.deliveryTimeId = product.stockQty > 0 ? DELIVERY_IN_STOCK : DELIVERY_BACKORDER;
    product.weight = roundWeight(components.reduce((sum, component) => sum + component.weight, 0));
    product.images = [...new Set(components.map((component) => component.images[0] as string))].slice(0, 4);
  }

  /** Products are stored in id order, so the id is the index + 1. */
  private byId(id: number): ProductDraft {
    const product = this.products[id - 1];
    if (product?.id !== id) throw new Error(`product ${id} is not at its place`);
    return product;
  }

  /** Simple products a bundle or set may hold: the family's, else any (tiny catalogues). */
  private componentPool(family: Family): ProductDraft[] {
    const own = this.simplesByFamily.get(family);
    if (own?.length) return own;
    const all = [...this.simplesByFamily.values()].flat();
    if (!all.length) throw new Error('bundles and grouped products need simple products');
    return all;
  }

  /** Fields every visible product has: identity, name, price, stock, dates, brand and attributes. */
  private base(
    category: Category,
    typeId: ProductKind,
    noun: Noun,
    variant: VariantChoice,
    flavour: ProductDraft['flavour'],
  ): ProductDraft {
    const { rng, options, clock } = this.context;
    const family = category.family as Family;
    const id = this.nextId++;
    const brand = this.brand(category);
    const adjective =
      category.adjectives.length && rng.chance(0.75) ? rng.pick(category.adjectives) : undefined;
    const flavourLabel = flavour ? flavourName(flavour) : undefined;
    const name = productName(brand, noun, adjective, [flavourLabel, variant.label]);
    const [minPrice, maxPrice] = priceRange(category);
    const price = shopPrice(rng, minPrice, maxPrice);
    const created = clock.daysAgo(rng.int(0, 729));
    const createdAt = new Date(created.getTime() + rng.int(7 * 3600, 20 * 3600) * 1000);
    const stockQty = rng.chance(0.08) ? 0 : Math.round(Math.exp(rng.next() * 5.5));
    const numSales = rng.chance(0.3) ? 0 : Math.floor(Math.exp(rng.next() * 7.5));
    const material = category.materials.length ? rng.pick(category.materials) : undefined;
    const vehicleType = category.vehicleType === 'car' && rng.chance(0.25) ? 'van' : category.vehicleType;
    const [minWeight, maxWeight] = WEIGHT_RANGE[family];
    const product: ProductDraft = {
      id,
      sku: `${SKU_PREFIX[family]}-${String(id).padStart(6, '0')}`,
      typeId,
      visible: true,
      family,
      category,
      brand,
      noun,
      adjective,
      variant,
      name,
      urlKey: productUrlKey(name, id),
      formerName: undefined,
      price,
      specialPrice: null,
      specialFrom: null,
      specialTo: null,
      manufacturerPrice: rng.chance(0.25) ? shopPrice(rng, price * 1.15, price * 1.5) : null,
      taxClass: category.taxClass,
      weight: roundWeight(minWeight + rng.next() * (maxWeight - minWeight)),
      stockQty,
      stockDisplayLimit: rng.chance(0.2) ? rng.pick([3, 5, 10]) : null,
      deliveryTimeId: this.deliveryTime(stockQty),
      createdAt,
      updatedAt: new Date(
        Math.min(createdAt.getTime() + rng.int(0, 200) * 86_400_000, clock.today.getTime()),
      ),
      newFrom: null,
      newTo: null,
      numSales,
      lastOrderDate: null,
      unit: null,
      isFlooring: false,
      inhalt: null,
      verkaufseinheit: null,
      grundeinheit: null,
      showSizeTable: false,
      sizeChartId: null,
      ratingSummary: 0,
      reviewCount: 0,
      options: [['merk', brandOptionId(brand)]],
      material,
      flavour,
      colour: variant.colour,
      decor: variant.decor,
      size: undefined,
      vehicleType,
      categoryIds: [],
      images: [],
      parentId: null,
      childIds: [],
      bundleOptions: [],
      groupedItems: [],
    };
    if (material) product.options.push(['material', options.id('material', material)]);
    if (flavour) product.options.push(['flavour', options.id('flavour', flavour)]);
    if (noun.form) product.options.push(['form', options.id('form', noun.form)]);
    if (vehicleType) product.options.push(['vehicle_type', options.id('vehicle_type', vehicleType)]);
    this.addSpecialPrice(product);
    this.addLifecycle(product);
    if (rng.chance(0.02)) product.formerName = this.formerName(product);
    this.products.push(product);
    return product;
  }

  /** A specialist of the leaf (most of the time), else a maker of the whole family. */
  private brand(category: Category): Brand {
    const { rng } = this.context;
    const brands = brandsOfFamily(category.family as Family);
    const specialists = brands.filter((brand) => brand.specialties?.includes(category.key));
    if (specialists.length && rng.chance(0.6)) return rng.pick(specialists);
    const generalists = brands.filter((brand) => !brand.specialties);
    return rng.pick(generalists.length ? generalists : brands);
  }

  private variant(group: VariantGroup): VariantChoice {
    const { rng } = this.context;
    if (group === 'colour') return colourVariant(rng.pick(COLOURS));
    if (group === 'decor') return decorVariant(rng.pick(DECORS), rng.pick(THICKNESSES));
    return rng.pick(VARIANT_GROUPS[group]);
  }

  /** A contiguous run of 3–5 sizes, e.g. S–XL. */
  private sizeRange(sizes: readonly string[]): string[] {
    const { rng } = this.context;
    const length = rng.int(3, 5);
    const start = rng.int(0, sizes.length - length);
    return sizes.slice(start, start + length);
  }

  private deliveryTime(stockQty: number): number {
    const { rng } = this.context;
    if (stockQty === 0) return rng.chance(0.7) ? DELIVERY_BACKORDER : DELIVERY_MADE_TO_ORDER;
    return rng.chance(0.75) ? DELIVERY_IN_STOCK : DELIVERY_SOON;
  }

  /** Floors are sold per package and priced per m² (German base price: inhalt per grundeinheit). */
  private makeFloor(product: ProductDraft): void {
    const { rng, options } = this.context;
    const content = rng.pick(PACKAGE_CONTENTS);
    product.isFlooring = true;
    product.unit = 'm²';
    product.inhalt = content;
    product.verkaufseinheit = 'Paket';
    product.grundeinheit = 'm²';
    product.weight = roundWeight(content * (7 + rng.next() * 4));
    if (product.category.key !== 'carpet') {
      product.options.push(['wear_class', options.id('wear_class', rng.pick(['23', '31', '32', '33']))]);
    }
  }

  /** Some products are on special: mostly running now, some expired, some starting later. */
  private addSpecialPrice(product: ProductDraft): void {
    const { rng, clock } = this.context;
    if (!rng.chance(0.16)) return;
    product.specialPrice = shopPrice(rng, product.price * 0.65, product.price * 0.92);
    if (product.specialPrice >= product.price) {
      product.specialPrice = null;
      return;
    }
    const timing = rng.next();
    if (timing < 0.15) return; // no dates: always valid
    if (timing < 0.65) {
      product.specialFrom = clock.daysAgo(rng.int(0, 30));
      product.specialTo = clock.daysFromNow(rng.int(5, 60));
    } else if (timing < 0.85) {
      product.specialFrom = clock.daysAgo(rng.int(60, 120));
      product.specialTo = clock.daysAgo(rng.int(1, 50));
    } else {
      product.specialFrom = clock.daysFromNow(rng.int(3, 20));
      product.specialTo = clock.daysFromNow(rng.int(25, 60));
    }
  }

  /** New-product window right after creation, and the latest order for products that sold. */
  private addLifecycle(product: ProductDraft): void {
    const { rng, clock } = this.context;
    const created = new Date(
      Date.UTC(
        product.createdAt.getUTCFullYear(),
        product.createdAt.getUTCMonth(),
        product.createdAt.getUTCDate(),
      ),
    );
    if (created >= clock.daysAgo(45) || rng.chance(0.05)) {
      product.newFrom = created;
      product.newTo = addDays(created, 60);
    }
    if (product.numSales > 0) {
      const daysSinceCreated = Math.max(
        0,
        Math.round((clock.today.getTime() - created.getTime()) / 86_400_000),
      );
      const recent = product.numSales > 50 ? 14 : 180;
      product.lastOrderDate = clock.daysAgo(rng.int(0, Math.min(recent, daysSinceCreated)));
    }
  }

  /** An earlier name (another adjective or none) whose url now redirects to the product. */
  private formerName(product: ProductDraft): Translated {
    const { rng } = this.context;
    const others = product.category.adjectives.filter((adjective) => adjective !== product.adjective);
    const adjective =
      product.adjective && rng.chance(0.5) ? undefined : others.length ? rng.pick(others) : undefined;
    const flavour = product.flavour ? flavourName(product.flavour) : undefined;
    const former = productName(product.brand, product.noun, adjective, [flavour, product.variant.label]);
    return former.de === product.name.de ? perStore((store) => `${product.name[store]} (alt)`) : former;
  }

  private addPictures(product: ProductDraft, motif: string): void {
    const { rng, pictures } = this.context;
    const main = pictures.main(motif, product.id, product.colour, product.decor);
    product.images = [main, ...pictures.extras(product.family, [main], rng.pick([0, 0, 1, 1, 2, 3]), rng)];
  }
}

function flavourName(key: FlavourKey): Translated {
  return (FLAVOURS.find((flavour) => flavour.key === key) as { label: Translated }).label;
}

/** A log-uniform price (cheap products are common) ending like shop prices: .95, .99, .49 or .00. */
function shopPrice(rng: Random, min: number, max: number): number {
  const value = Math.exp(
    Math.log(Math.max(min, 1)) + rng.next() * (Math.log(Math.max(max, min + 1)) - Math.log(Math.max(min, 1))),
  );
  const whole = Math.max(1, Math.floor(value));
  return roundMoney(whole + rng.pick([0.95, 0.99, 0.49, 0.95, 0]));
}

function roundWeight(kilograms: number): number {
  return Math.round(kilograms * 1000) / 1000;
}

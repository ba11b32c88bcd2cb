// Product detail fields (docs/BEHAVIOUR.md#data Product) for all four product types, through GraphQL.
// The first part reads the shared test api; the second starts its own api over a private database
// so that it can set dates and stock exactly and count the SQL statements of a request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { buildServer } from '../src/server.js';
import { graphql } from './graphql.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

interface Money {
  value: number;
}
interface PriceRange {
  minimum_price: { regular_price: Money; final_price: Money };
  maximum_price: { regular_price: Money; final_price: Money };
}
interface Image {
  url: string;
  label: string;
  position: number;
  disabled: boolean;
  sizes: Record<'small' | 'medium' | 'large' | 'x_large', { url: string; width: number }>;
}
interface Product {
  __typename: 'SimpleProduct' | 'ConfigurableProduct' | 'BundleProduct' | 'GroupedProduct';
  sku: string;
  name: string;
  url_key: string;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  price_range: PriceRange;
  [field: string]: unknown;
}

const PRICE = `price_range {
  minimum_price { regular_price { value } final_price { value } }
  maximum_price { regular_price { value } final_price { value } } }`;

const PRODUCTS = (
  fields: string,
) => `query ($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: { name: ASC }) {
    total_count page_info { total_pages }
    items { __typename sku name url_key stock_status ${PRICE} ${fields} }
  }
}`;

type Items<T = Product> = {
  products: { total_count: number; page_info: { total_pages: number }; items: T[] };
};

async function query<T = Product>(
  fields: string,
  variables: Record<string, unknown>,
  store = 'de',
): Promise<T[]> {
  const response = await graphql<Items<T>>(PRODUCTS(fields), { store, variables });
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.products.items ?? [];
}

/** Every visible product of the store view, with the given fields. */
async function allProducts<T = Product>(fields: string, store = 'de'): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const response = await graphql<Items<T>>(PRODUCTS(fields), {
      store,
      variables: { pageSize: 100, currentPage: page },
    });
    expect(response.body.errors).toBeUndefined();
    const data = response.body.data?.products;
    items.push(...(data?.items ?? []));
    if (!data || page >= data.page_info.total_pages) return items;
  }
}

async function byUrlKey<T = Product>(urlKey: string, fields: string, store = 'de'): Promise<T> {
  const [item] = await query<T>(fields, { filter: { url_key: { eq: urlKey } } }, store);
  if (!item) throw new Error(`no product with url key ${urlKey} in ${store}`);
  return item;
}

const decode = (uid: string) => Buffer.from(uid, 'base64').toString('utf8');
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const min = (values: number[]) => Math.min(...values);
const max = (values: number[]) => Math.max(...values);
const cents = (value: number) => Math.round(value * 100);

let catalogue: Product[] = [];
function firstOfType(type: Product['__typename'], where: (product: Product) => boolean = () => true) {
  const product = catalogue.find((item) => item.__typename === type && where(item));
  if (!product) throw new Error(`the test shop has no ${type} that fits`);
  return product;
}

beforeAll(async () => {
  catalogue = await allProducts('');
  expect(new Set(catalogue.map((product) => product.__typename)).size).toBe(4);
});

describe('product detail: texts, identity, images, stock, delivery (all types)', () => {
  const FIELDS = `type_id canonical_url url_suffix created_at updated_at meta_title meta_keyword meta_description
    description { html } short_description { html } new_from_date new_to_date special_price special_from_date
    special_to_date manufacturer_price ... on PhysicalProductInterface { weight }
    image { url sizes { small { width } x_large { url width } } } thumbnail { url } media_gallery { url label position disabled ... on ProductImage { sizes {
      small { url width } medium { url width } large { url width } x_large { url width } } } }
    stock_qty stock_display_limit only_x_left_in_stock delivery_time { color long short icon priority }
    labels { code kind text } is_new is_sale`;

  it('answers the same identity and text fields for one product of each type, loaded by url key', async () => {
    for (const type of ['SimpleProduct', 'ConfigurableProduct', 'BundleProduct', 'GroupedProduct'] as const) {
      const listed = firstOfType(type);
      const product = await byUrlKey(listed.url_key, FIELDS);
      expect(product.__typename).toBe(type);
      expect(product.type_id).toBe(type.replace('Product', '').toLowerCase());
      expect(product.canonical_url).toBe(`${listed.url_key}.html`);
      expect(product.url_suffix).toBe('.html');
      expect(product.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(String(product.updated_at) >= String(product.created_at)).toBe(true);
      expect((product.description as { html: string }).html).toMatch(/<p>/);
      expect((product.short_description as { html: string }).html.length).toBeGreaterThan(0);
      expect(product.meta_title).toEqual(expect.stringContaining(''));
      expect(typeof product.weight).toBe('number');
      expect(product.delivery_time).toMatchObject({ color: expect.any(String), short: expect.any(String) });
    }
  });

  it('orders the media gallery by position; the first image is the product image, at four sizes', async () => {
    const products = await allProducts(FIELDS);
    let checked = 0;
    for (const product of products) {
      const gallery = product.media_gallery as Image[];
      const positions = gallery.map((image) => image.position);
      expect(positions).toEqual(sorted(positions));
      if (gallery.length === 0) continue;
      checked++;
      const image = product.image as {
        url: string;
        sizes: { small: { width: number }; x_large: { url: string; width: number } };
      };
      expect(image.url).toBe(gallery[0]?.url);
      expect((product.thumbnail as { url: string }).url).toBe(image.url);
      expect(image.sizes.x_large.width).toBeGreaterThan(image.sizes.small.width);
      for (const image of gallery) {
        expect(image.disabled).toBe(false);
        expect(image.label.length).toBeGreaterThan(0);
        const widths = [image.sizes.small, image.sizes.medium, image.sizes.large, image.sizes.x_large].map(
          (size) => size.width,
        );
        expect(widths).toEqual(sorted(widths));
        expect(new Set(widths).size).toBe(4);
        // SVG media scale without loss: every size is the same file.
        if (image.url.endsWith('.svg')) expect(image.sizes.large.url).toBe(image.url);
      }
    }
    expect(checked).toBeGreaterThan(products.length / 2);
  });

  it('shows stock up to the display limit and "only x left" only within it', async () => {
    const products = await allProducts(FIELDS);
    const limited = products.filter((product) => product.stock_display_limit !== null);
    expect(limited.length).toBeGreaterThan(0);
    for (const product of products) {
      const qty = product.stock_qty as number;
      const limit = product.stock_display_limit as number | null;
      const onlyLeft = product.only_x_left_in_stock as number | null;
      expect(qty).toBeGreaterThanOrEqual(0);
      if (limit !== null) expect(qty).toBeLessThanOrEqual(limit);
      if (onlyLeft !== null) {
        expect(limit).not.toBeNull();
        expect(onlyLeft).toBe(qty);
        expect(onlyLeft).toBeGreaterThan(0);
      }
      if (product.__typename === 'SimpleProduct' && product.stock_status === 'OUT_OF_STOCK')
        expect(qty).toBe(0);
    }
  });

  it('flags sale exactly when the price range shows a discount, and labels it in the store language', async () => {
    const products = await allProducts(FIELDS);
    for (const product of products) {
      const { minimum_price, maximum_price } = product.price_range;
      const discounted =
        minimum_price.final_price.value < minimum_price.regular_price.value ||
        maximum_price.final_price.value < maximum_price.regular_price.value;
      expect(product.is_sale).toBe(discounted);
      const kinds = (product.labels as { kind: string }[]).map((label) => label.kind);
      expect(kinds.includes('SALE')).toBe(discounted);
      expect(kinds.includes('NEW')).toBe(product.is_new);
    }
    const onSale = products.find((product) => product.is_sale);
    if (!onSale) throw new Error('the test shop has no product on sale');
    const [nl] = await query('labels { code text }', { filter: { sku: { eq: onSale.sku } } }, 'nl');
    const saleText = (item: Product | undefined) =>
      ((item?.labels ?? []) as { code: string; text: string }[]).find((label) => label.code === 'sale')?.text;
    expect(saleText(onSale)).toBeTruthy();
    expect(saleText(nl)).toBeTruthy();
    expect(saleText(nl)).not.toBe(saleText(onSale));
  });

  it('answers the delivery time and the texts in the request store view', async () => {
    const simple = firstOfType('SimpleProduct');
    const fields = 'name description { html } delivery_time { short long color }';
    const de = await byUrlKey(simple.url_key, fields, 'de');
    const [nl] = await query(fields, { filter: { sku: { eq: simple.sku } } }, 'nl');
    const deDelivery = de.delivery_time as { short: string; long: string; color: string };
    const nlDelivery = nl?.delivery_time as { short: string; long: string; color: string };
    expect(nlDelivery.color).toBe(deDelivery.color);
    expect(nlDelivery.short).not.toBe(deDelivery.short);
    expect(nlDelivery.long).not.toBe(deDelivery.long);
    expect(nl?.description).not.toEqual(de.description);
  });
});

describe('product detail: attributes', () => {
  const FIELDS = `information_attributes { code label value }
    filter_attributes { code label values { value label } }`;
  interface WithAttributes extends Product {
    information_attributes: { code: string; label: string; value: string }[];
    filter_attributes: { code: string; label: string; values: { value: string; label: string }[] }[];
  }

  it('translates information attributes: the same codes in nl and de, other labels', async () => {
    const products = await allProducts<WithAttributes>(FIELDS, 'de');
    const product = products.find((item) => item.information_attributes.length >= 3);
    if (!product) throw new Error('no product with information attributes');
    const [nl] = await query<WithAttributes>(FIELDS, { filter: { sku: { eq: product.sku } } }, 'nl');
    const codes = (item: WithAttributes | undefined) => item?.information_attributes.map((a) => a.code);
    expect(codes(nl)).toEqual(codes(product));
    const deLabels = product.information_attributes.map((a) => a.label);
    const nlLabels = nl?.information_attributes.map((a) => a.label) ?? [];
    expect(nlLabels.filter((label, index) => label !== deLabels[index]).length).toBeGreaterThan(0);
    for (const attribute of product.information_attributes) expect(attribute.value).toBeTruthy();
  });

  it('lists filter attribute values that select the product as listing filters', async () => {
    const products = await allProducts<WithAttributes>(FIELDS);
    const product = products.find((item) => item.filter_attributes.some((a) => a.code === 'color'));
    if (!product) throw new Error('no product with a colour');
    const color = product.filter_attributes.find((a) => a.code === 'color');
    const value = color?.values[0];
    if (!value) throw new Error('no colour value');
    // An option value a filter attribute shows is also what the product page shows for it.
    const info = product.information_attributes.find((a) => a.code === 'color');
    expect(info?.value.split(', ')).toContain(value.label);
    const found = await query('', { filter: { sku: { eq: product.sku }, color: { eq: value.value } } });
    expect(found.map((item) => item.sku)).toEqual([product.sku]);
    const other = await query('', { filter: { sku: { eq: product.sku }, color: { eq: '999999' } } });
    expect(other).toEqual([]);
  });
});

describe('ConfigurableProduct', () => {
  const FIELDS = `... on ConfigurableProduct {
    configurable_options { id uid attribute_uid attribute_code label position
      values { uid value_index label store_label swatch_data { value } } }
    variants { attributes { uid code label value_index } product { __typename sku stock_status weight ${PRICE} } } }`;
  interface Configurable extends Product {
    configurable_options: {
      uid: string;
      attribute_code: string;
      label: string;
      position: number;
      values: { uid: string; value_index: number; label: string }[];
    }[];
    variants: {
      attributes: { uid: string; code: string; label: string; value_index: number }[];
      product: Product & { weight: number };
    }[];
  }

  it('has variants that cover exactly the values of its options, one value per option', async () => {
    const listed = firstOfType('ConfigurableProduct');
    const product = await byUrlKey<Configurable>(listed.url_key, FIELDS);
    expect(product.configurable_options.length).toBeGreaterThan(0);
    expect(product.variants.length).toBeGreaterThan(1);
    const positions = product.configurable_options.map((option) => option.position);
    expect(positions).toEqual(sorted(positions));
    for (const option of product.configurable_options) {
      const used = new Set(
        product.variants.flatMap((variant) =>
          variant.attributes.filter((a) => a.code === option.attribute_code).map((a) => a.value_index),
        ),
      );
      expect(new Set(option.values.map((value) => value.value_index))).toEqual(used);
      for (const value of option.values) {
        expect(decode(value.uid)).toBe(`configurable/${option.attribute_code}/${value.value_index}`);
      }
    }
    const combinations = new Set<string>();
    for (const variant of product.variants) {
      expect(variant.product.__typename).toBe('SimpleProduct');
      expect(variant.attributes.map((a) => a.code)).toEqual(
        product.configurable_options.map((option) => option.attribute_code),
      );
      for (const attribute of variant.attributes) {
        const option = product.configurable_options.find((o) => o.attribute_code === attribute.code);
        const value = option?.values.find((v) => v.value_index === attribute.value_index);
        expect(value?.label).toBe(attribute.label);
        expect(value?.uid).toBe(attribute.uid);
      }
      combinations.add(variant.attributes.map((a) => a.value_index).join('/'));
    }
    // Each variant is one distinct combination: choosing every option leads to one child sku.
    expect(combinations.size).toBe(product.variants.length);
  });

  it('prices and stocks its variants on their own, within the parent range', async () => {
    const configurables = (await allProducts<Configurable>(FIELDS)).filter(
      (product) => product.__typename === 'ConfigurableProduct',
    );
    expect(configurables.length).toBeGreaterThan(1);
    for (const product of configurables) {
      const finals = product.variants.map((v) => v.product.price_range.minimum_price.final_price.value);
      expect(cents(min(finals))).toBe(cents(product.price_range.minimum_price.final_price.value));
      expect(cents(max(finals))).toBe(cents(product.price_range.maximum_price.final_price.value));
      const anyInStock = product.variants.some((v) => v.product.stock_status === 'IN_STOCK');
      expect(product.stock_status).toBe(anyInStock ? 'IN_STOCK' : 'OUT_OF_STOCK');
    }
  });

  it('translates option labels and keeps option values across store views', async () => {
    const listed = firstOfType('ConfigurableProduct');
    const de = await byUrlKey<Configurable>(listed.url_key, FIELDS, 'de');
    const [nl] = await query<Configurable>(FIELDS, { filter: { sku: { eq: listed.sku } } }, 'nl');
    if (!nl) throw new Error('configurable missing in nl');
    expect(nl.configurable_options.map((o) => o.uid)).toEqual(de.configurable_options.map((o) => o.uid));
    expect(nl.configurable_options.map((o) => o.label)).not.toEqual(
      de.configurable_options.map((o) => o.label),
    );
    expect(nl.variants.map((v) => v.product.sku)).toEqual(de.variants.map((v) => v.product.sku));
  });
});

describe('BundleProduct', () => {
  const FIELDS = `... on BundleProduct { dynamic_price dynamic_sku ship_bundle_items
    items { uid option_id title required type position sku ${PRICE}
      options { uid id quantity position is_default price price_type can_change_quantity label
        product { sku name stock_status ${PRICE} } } } }`;
  interface Bundle extends Product {
    items: {
      uid: string;
      option_id: number;
      title: string;
      required: boolean;
      type: string;
      position: number;
      sku: string;
      price_range: PriceRange;
      options: {
        uid: string;
        id: number;
        quantity: number;
        position: number;
        is_default: boolean;
        price: number;
        label: string;
        product: Product;
      }[];
    }[];
  }

  it('lists its options by position, each choice a real product with its own price and stock', async () => {
    const listed = firstOfType('BundleProduct');
    const product = await byUrlKey<Bundle>(listed.url_key, FIELDS);
    expect(product).toMatchObject({ dynamic_price: true, dynamic_sku: true, ship_bundle_items: 'TOGETHER' });
    expect(product.items.length).toBeGreaterThan(1);
    expect(product.items.map((item) => item.position)).toEqual(
      sorted(product.items.map((item) => item.position)),
    );
    for (const item of product.items) {
      expect(item.sku).toBe(product.sku);
      expect(decode(item.uid)).toBe(`bundle/${item.option_id}`);
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.options.length).toBeGreaterThan(0);
      expect(item.options.filter((option) => option.is_default).length).toBeLessThanOrEqual(
        ['checkbox', 'multi'].includes(item.type) ? item.options.length : 1,
      );
      for (const option of item.options) {
        expect(option.product.sku).toBeTruthy();
        expect(option.label).toBe(option.product.name);
        expect(option.quantity).toBeGreaterThan(0);
        expect(option.price).toBe(option.product.price_range.minimum_price.final_price.value);
        expect(decode(option.uid)).toBe(`bundle/${item.option_id}/${option.id}/${option.quantity}`);
      }
    }
  });

  it('is priced and stocked from its options: required minimums, all maximums, a buyable choice per required option', async () => {
    const bundles = (await allProducts<Bundle>(FIELDS)).filter(
      (product) => product.__typename === 'BundleProduct',
    );
    expect(bundles.length).toBeGreaterThan(1);
    let withUnavailableChoice = 0;
    for (const bundle of bundles) {
      const required = bundle.items.filter((item) => item.required);
      const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);
      expect(sum(required.map((item) => item.price_range.minimum_price.final_price.value))).toBe(
        cents(bundle.price_range.minimum_price.final_price.value),
      );
      expect(sum(bundle.items.map((item) => item.price_range.maximum_price.final_price.value))).toBe(
        cents(bundle.price_range.maximum_price.final_price.value),
      );
      const orderable = required.every((item) =>
        item.options.some((option) => option.product.stock_status === 'IN_STOCK'),
      );
      expect(bundle.stock_status).toBe(orderable ? 'IN_STOCK' : 'OUT_OF_STOCK');
      if (bundle.items.some((item) => item.options.some((o) => o.product.stock_status === 'OUT_OF_STOCK')))
        withUnavailableChoice++;
    }
    // The shop has bundles where a chosen component can be out of stock (docs/BEHAVIOUR.md#validation).
    expect(withUnavailableChoice).toBeGreaterThan(0);
  });
});

describe('GroupedProduct', () => {
  const FIELDS = `... on GroupedProduct { items { qty position product { __typename sku stock_status ${PRICE} } } }`;
  interface Grouped extends Product {
    items: { qty: number; position: number; product: Product }[];
  }

  it('lists its items by position with quantities; the group costs from its cheapest to its dearest item', async () => {
    const listed = firstOfType('GroupedProduct');
    const single = await byUrlKey<Grouped>(listed.url_key, FIELDS);
    expect(single.items.length).toBeGreaterThan(1);
    const groups = (await allProducts<Grouped>(FIELDS)).filter(
      (product) => product.__typename === 'GroupedProduct',
    );
    for (const group of groups) {
      expect(group.items.map((item) => item.position)).toEqual(
        sorted(group.items.map((item) => item.position)),
      );
      for (const item of group.items) {
        expect(item.qty).toBeGreaterThan(0);
        expect(item.product.sku).toBeTruthy();
      }
      const finals = group.items.map((item) => item.product.price_range.minimum_price.final_price.value);
      expect(cents(min(finals))).toBe(cents(group.price_range.minimum_price.final_price.value));
      expect(cents(max(finals))).toBe(cents(group.price_range.maximum_price.final_price.value));
      const anyInStock = group.items.some((item) => item.product.stock_status === 'IN_STOCK');
      expect(group.stock_status).toBe(anyInStock ? 'IN_STOCK' : 'OUT_OF_STOCK');
      // A default set: what the shopper pays for every item at its suggested quantity.
      const setPrice = group.items.reduce(
        (total, item) => total + cents(item.product.price_range.minimum_price.final_price.value) * item.qty,
        0,
      );
      expect(setPrice).toBeGreaterThanOrEqual(cents(group.price_range.maximum_price.final_price.value));
    }
  });
});

describe('related, up-sell and cross-sell products', () => {
  it('link to existing products of the store view, never to the product itself', async () => {
    const fields = `related_products { sku url_key __typename } upsell_products { sku url_key }
      crosssell_products { sku url_key }`;
    type Linked = Product & Record<'related_products' | 'upsell_products' | 'crosssell_products', Product[]>;
    const products = await allProducts<Linked>(fields);
    const known = new Map(catalogue.map((product) => [product.sku, product.url_key]));
    let links = 0;
    for (const product of products) {
      for (const list of [product.related_products, product.upsell_products, product.crosssell_products]) {
        for (const linked of list) {
          links++;
          expect(linked.sku).not.toBe(product.sku);
          expect(known.get(linked.sku)).toBe(linked.url_key);
        }
      }
    }
    expect(links).toBeGreaterThan(0);
    const withRelated = products.find((product) => product.related_products.length > 0);
    const target = withRelated?.related_products[0];
    if (!target) throw new Error('no related product');
    const loaded = await byUrlKey(target.url_key, '');
    expect(loaded.sku).toBe(target.sku);
  });
});

describe('size chart, units, store availability, sales data', () => {
  it('answers the size chart of clothing: sizes from the fkv_maten option to its measurements', async () => {
    const fields = `show_size_table filter_attributes { code values { value label } }
      size_chart { code attribute_code title sizes { position from { option_id label } to { option_id label }
        measurements { code label from to unit } } }`;
    type Sized = Product & {
      show_size_table: boolean;
      filter_attributes: { code: string; values: { value: string; label: string }[] }[];
      size_chart: {
        attribute_code: string;
        title: string;
        sizes: {
          position: number;
          from: { option_id: number; label: string };
          to: { option_id: number; label: string };
          measurements: { code: string; label: string; from: number; to: number; unit: string }[];
        }[];
      } | null;
    };
    const products = await allProducts<Sized>(fields);
    const sized = products.find((product) => product.show_size_table && product.size_chart);
    if (!sized?.size_chart) throw new Error('no product with a size table');
    const chart = sized.size_chart;
    expect(chart.attribute_code).toBe('fkv_maten');
    expect(chart.sizes.map((size) => size.position)).toEqual(
      sorted(chart.sizes.map((size) => size.position)),
    );
    // The product's sizes (its fkv_maten values) all appear in its chart, under the same label.
    const sizes = sized.filter_attributes.find((a) => a.code === 'fkv_maten')?.values ?? [];
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) {
      const row = chart.sizes.find((entry) => String(entry.from.option_id) === size.value);
      expect(row?.from.label).toBe(size.label);
    }
    for (const size of chart.sizes) {
      expect(size.to.option_id).toBe(size.from.option_id);
      expect(size.measurements.length).toBeGreaterThan(0);
      for (const measure of size.measurements) {
        expect(measure.from).toBeLessThanOrEqual(measure.to);
        expect(measure.unit).toBe('cm');
        expect(size.to.label).toContain(String(measure.from));
      }
    }
    const [nl] = await query<Sized>(fields, { filter: { sku: { eq: sized.sku } } }, 'nl');
    expect(nl?.size_chart?.title).not.toBe(chart.title);
    expect(nl?.size_chart?.sizes[0]?.measurements[0]?.label).not.toBe(chart.sizes[0]?.measurements[0]?.label);
  });

  it('answers the German unit fields of flooring products', async () => {
    const fields = 'unit is_flooring_product inhalt verkaufseinheit grundeinheit';
    const products = await allProducts(fields);
    const flooring = products.filter((product) => product.is_flooring_product);
    expect(flooring.length).toBeGreaterThan(0);
    for (const product of flooring) {
      expect(product.unit).toBeTruthy();
      expect(product.inhalt as number).toBeGreaterThan(0);
      expect(product.verkaufseinheit).toBeTruthy();
      expect(product.grundeinheit).toBeTruthy();
    }
  });

  it('answers store availability per store and sales data from orders', async () => {
    const fields = `store_availability { pickup_location_code store_name has_stock qty } stock_display_limit
      sales_data { last_order_date orders qty_ordered }
      ... on ConfigurableProduct { variants { product { sku
        store_availability { pickup_location_code qty } } } }`;
    type Available = Product & {
      stock_display_limit: number | null;
      store_availability: {
        pickup_location_code: string;
        store_name: string;
        has_stock: boolean;
        qty: number;
      }[];
      sales_data: { last_order_date: string | null; orders: number; qty_ordered: number };
      variants?: { product: { store_availability: { pickup_location_code: string; qty: number }[] } }[];
    };
    const products = await allProducts<Available>(fields);
    expect(products.some((product) => product.store_availability.length > 0)).toBe(true);
    for (const product of products) {
      for (const stock of product.store_availability) {
        expect(stock.store_name).toBeTruthy();
        expect(stock.has_stock).toBe(stock.qty > 0);
        if (product.stock_display_limit !== null)
          expect(stock.qty).toBeLessThanOrEqual(product.stock_display_limit);
      }
      // A configurable product is available in a store when one of its variants is.
      if (product.variants && product.stock_display_limit === null) {
        for (const stock of product.store_availability) {
          const sum = product.variants
            .flatMap((variant) => variant.product.store_availability)
            .filter((entry) => entry.pickup_location_code === stock.pickup_location_code)
            .reduce((total, entry) => total + entry.qty, 0);
          expect(stock.qty).toBe(sum);
        }
      }
      const sales = product.sales_data;
      expect(sales.last_order_date === null).toBe(sales.orders === 0);
      expect(sales.qty_ordered).toBeGreaterThanOrEqual(sales.orders);
    }
    expect(products.some((product) => product.sales_data.orders > 0)).toBe(true);
  });
});

// ---- a private api: exact dates and stock, and a count of the SQL statements ---------------

describe('private shop: date rules, stock display and no N+1', () => {
  let database: TestDatabase;
  let db: Database;
  let app: Awaited<ReturnType<typeof buildServer>>;
  let statements = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrate(database.db);
    await seedDatabase(database.db, { products: 60, mediaDir: `${database.dataDir}/media` });
    db = database.db;
    // Counts every statement the api sends (each db.query is one statement).
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'query') {
          return (sql: string, params?: readonly unknown[]) => {
            statements++;
            return target.query(sql, params);
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const config = {
      ...loadConfig({}),
      dataDir: database.dataDir,
      mediaDir: `${database.dataDir}/media`,
      logLevel: 'warn',
    };
    app = await buildServer({ config, db: counting, stores: await StoreRegistry.load(db) });
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function ask<T = Product>(fields: string, variables: Record<string, unknown>, store = 'de') {
    statements = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', store },
      payload: JSON.stringify({ query: PRODUCTS(fields), variables }),
    });
    const body = response.json() as { data?: Items<T>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return { items: body.data?.products.items ?? [], statements };
  }

  /** Visible simple products without special price, cashback or labels, to set up exactly. */
  async function plainSimpleIds(count: number): Promise<number[]> {
    const rows = await db.query<{ id: number }>(
      `SELECT p.id FROM product p
        WHERE p.type_id = 'simple' AND p.visibility IN (2, 4) AND p.special_price IS NULL
          AND p.new_from_date IS NULL AND p.new_to_date IS NULL AND p.manage_stock
          AND NOT EXISTS (SELECT 1 FROM product_cashback c WHERE c.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM product_label_product l WHERE l.product_id = p.id)
        ORDER BY p.id LIMIT $1`,
      [count],
    );
    expect(rows.length).toBe(count);
    return rows.map((row) => Number(row.id));
  }

  async function skusOf(ids: number[]): Promise<string[]> {
    const rows = await db.query<{ id: number; sku: string }>(
      'SELECT id, sku FROM product WHERE id = ANY($1::int[])',
      [ids],
    );
    return ids.map((id) => String(rows.find((row) => Number(row.id) === id)?.sku));
  }

  async function bySku<T = Product>(fields: string, skus: string[], store = 'de') {
    const { items } = await ask<T>(fields, { filter: { sku: { in: skus } }, pageSize: 100 }, store);
    return skus.map((sku) => {
      const item = items.find((product) => (product as Product).sku === sku);
      if (!item) throw new Error(`${sku} not answered`);
      return item;
    });
  }

  it('shows a cashback promotion only from its start date to its end date', async () => {
    const ids = await plainSimpleIds(3);
    const windows = [
      'current_date - 1, current_date + 1',
      'current_date + 3, current_date + 10',
      'current_date - 10, current_date - 1',
    ];
    for (const [index, id] of ids.entries()) {
      await db.query(
        `INSERT INTO product_cashback (product_id, amount, start_date, end_date) VALUES ($1, 15, ${windows[index]})`,
        [id],
      );
      for (const store of ['de', 'nl', 'en'])
        await db.query(
          'INSERT INTO product_cashback_store (product_id, store_code, description) VALUES ($1, $2, $3)',
          [id, store, `cashback ${store}`],
        );
    }
    const fields = 'cashback_promotion { amount currency description start_date end_date }';
    const [running, upcoming, expired] = await bySku(fields, await skusOf(ids), 'nl');
    const [today] = await db.query<{ today: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`);
    expect(running?.cashback_promotion).toMatchObject({
      amount: 15,
      currency: 'EUR',
      description: 'cashback nl',
    });
    const promotion = running?.cashback_promotion as { start_date: string; end_date: string };
    expect(promotion.start_date < String(today?.today)).toBe(true);
    expect(promotion.end_date > String(today?.today)).toBe(true);
    expect(upcoming?.cashback_promotion).toBeNull();
    expect(expired?.cashback_promotion).toBeNull();
  });

  it('flags new and sale by their dates, with the labels of the store view', async () => {
    const ids = await plainSimpleIds(8);
    const [isNew, notYetNew, noLongerNew, sale, saleOver, saleLater, manual] = ids;
    const set = (sql: string, id: number | undefined) =>
      db.query(`UPDATE product SET ${sql} WHERE id = $1`, [id]);
    await set('new_from_date = current_date - 1, new_to_date = current_date + 1', isNew);
    await set('new_from_date = current_date + 1', notYetNew);
    await set('new_from_date = current_date - 9, new_to_date = current_date - 1', noLongerNew);
    await set('special_price = price - 1, special_from_date = current_date - 1', sale);
    await set('special_price = price - 1, special_to_date = current_date - 1', saleOver);
    await set('special_price = price - 1, special_from_date = current_date + 1', saleLater);
    await db.query(
      `INSERT INTO product_label_product (product_id, label_id) SELECT $1, id FROM product_label WHERE code = 'tip'`,
      [manual],
    );
    const fields = 'is_new is_sale special_price labels { code kind text }';
    const skus = await skusOf(ids);
    const de = await bySku(fields, skus, 'de');
    const nl = await bySku(fields, skus, 'nl');
    const flags = de.map((product) => [product.is_new, product.is_sale]);
    expect(flags).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    const labels = (product: Product | undefined) =>
      ((product?.labels ?? []) as { code: string; kind: string; text: string }[]).map(
        (l) => `${l.kind}:${l.text}`,
      );
    expect(labels(de[0])).toEqual(['NEW:Neu']);
    expect(labels(nl[0])).toEqual(['NEW:Nieuw']);
    expect(labels(de[3])).toEqual(['SALE:Angebot']);
    expect(labels(nl[3])).toEqual(['SALE:Aanbieding']);
    expect(labels(de[4])).toEqual([]);
    expect(labels(de[6])).toEqual(['MANUAL:Unser Tipp']);
    expect(labels(de[7])).toEqual([]);
    // The special price is answered with its dates, whether or not it applies today.
    expect(de[4]?.special_price).not.toBeNull();
  });

  it('caps the shown stock at the display limit; only x left within it; unmanaged stock has no quantity', async () => {
    const ids = await plainSimpleIds(4);
    const [many, few, unlimited, unmanaged] = ids;
    const set = (sql: string, id: number | undefined) =>
      db.query(`UPDATE product SET ${sql} WHERE id = $1`, [id]);
    await set('stock_qty = 50, stock_display_limit = 10', many);
    await set('stock_qty = 3, stock_display_limit = 10', few);
    await set('stock_qty = 7, stock_display_limit = NULL', unlimited);
    await set('stock_qty = 0, manage_stock = false, stock_display_limit = NULL', unmanaged);
    await db.query('DELETE FROM product_store_stock WHERE product_id = $1', [many]);
    await db.query(
      `INSERT INTO product_store_stock (product_id, pickup_location_code, qty)
       SELECT $1, pickup_location_code, 40 FROM pickup_location ORDER BY sort_order LIMIT 1`,
      [many],
    );
    const fields = `stock_status stock_qty stock_display_limit only_x_left_in_stock
      store_availability { qty has_stock }`;
    const answered = await bySku(fields, await skusOf(ids));
    expect(answered.map((p) => [p.stock_qty, p.stock_display_limit, p.only_x_left_in_stock])).toEqual([
      [10, 10, null],
      [3, 10, 3],
      [7, null, null],
      [null, null, null],
    ]);
    expect(answered[0]?.store_availability).toEqual([{ qty: 10, has_stock: true }]);
    expect(answered[3]?.stock_status).toBe('IN_STOCK');
  });

  it('counts sales from orders, leaving canceled orders out', async () => {
    const [top] = await db.query<{ product_id: number }>(
      `SELECT i.product_id FROM sales_order_item i JOIN sales_order o ON o.id = i.order_id
        WHERE o.status NOT IN ('canceled', 'fraud') AND i.product_id IS NOT NULL
        GROUP BY i.product_id ORDER BY count(DISTINCT i.order_id) DESC, i.product_id LIMIT 1`,
    );
    const productId = Number(top?.product_id);
    const [store] = await db.query<{ timezone: string }>(`SELECT timezone FROM store WHERE code = 'de'`);
    const orderRows = await db.query<{ order_id: number; status: string; qty: string; day: string }>(
      `SELECT i.order_id, o.status, (i.qty_ordered - i.qty_canceled)::text AS qty,
              to_char(o.created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day
         FROM sales_order_item i JOIN sales_order o ON o.id = i.order_id WHERE i.product_id = $1`,
      [productId, store?.timezone],
    );
    const expected = (rows: typeof orderRows) => {
      const counted = rows.filter((row) => row.status !== 'canceled' && row.status !== 'fraud');
      return {
        orders: new Set(counted.map((row) => row.order_id)).size,
        qty_ordered: counted.reduce((sum, row) => sum + Number(row.qty), 0),
        last_order_date:
          counted
            .map((row) => row.day)
            .sort()
            .at(-1) ?? null,
      };
    };
    const [sku] = await skusOf([productId]);
    const fields = 'sales_data { last_order_date orders qty_ordered }';
    const [before] = await bySku(fields, [String(sku)]);
    expect(before?.sales_data).toEqual(expected(orderRows));
    const ordersOf = (product: Product | undefined) =>
      (product?.sales_data as { orders: number } | undefined)?.orders;
    expect(ordersOf(before)).toBeGreaterThan(0);
    const latest = orderRows
      .filter((row) => row.status !== 'canceled' && row.status !== 'fraud')
      .sort((a, b) => (a.day < b.day ? 1 : -1))[0];
    await db.query(`UPDATE sales_order SET status = 'canceled' WHERE id = $1`, [latest?.order_id]);
    const [after] = await bySku(fields, [String(sku)]);
    const changed = orderRows.map((row) =>
      row.order_id === latest?.order_id ? { ...row, status: 'canceled' } : row,
    );
    expect(after?.sales_data).toEqual(expected(changed));
    expect(ordersOf(after)).toBe(Number(ordersOf(before)) - 1);
  });

  it('sends as many SQL statements for a page of 60 products as for one of each kind (no N+1)', async () => {
    const fields = `description { html } meta_title type_id created_at special_price manufacturer_price
      ... on PhysicalProductInterface { weight }
      media_gallery { url label position ... on ProductImage { sizes { small { url } } } }
      only_x_left_in_stock stock_qty stock_display_limit unit inhalt labels { code text } is_new is_sale
      store_availability { store_name qty } delivery_time { short long } sales_data { orders }
      information_attributes { code label value } filter_attributes { code values { label } }
      cashback_promotion { amount } show_size_table size_chart { title sizes { from { label } } }
      related_products { sku name } upsell_products { sku } crosssell_products { sku }
      ... on ConfigurableProduct { configurable_options { label values { label } }
        variants { attributes { code } product { sku stock_status media_gallery { url } } } }
      ... on BundleProduct { items { title options { label price product { sku stock_status } } } }
      ... on GroupedProduct { items { qty product { sku stock_status } } }`;
    type Probe = Product & { size_chart: unknown; related_products: unknown[] };
    const page = await ask<Probe>(fields, { pageSize: 60, currentPage: 1 });
    expect(page.items.length).toBeGreaterThanOrEqual(40);
    // The smallest set that asks every field family the page asks: one product of each type,
    // one with a size chart and one with related products.
    const pick = (where: (product: Probe) => boolean) => {
      const product = page.items.find(where);
      if (!product) throw new Error('the private shop lacks a product kind');
      return product.sku;
    };
    const few = [
      ...new Set([
        pick((p) => p.__typename === 'SimpleProduct'),
        pick((p) => p.__typename === 'ConfigurableProduct'),
        pick((p) => p.__typename === 'BundleProduct'),
        pick((p) => p.__typename === 'GroupedProduct'),
        pick((p) => p.size_chart !== null),
        pick((p) => p.related_products.length > 0),
      ]),
    ];
    const small = await ask<Probe>(fields, { filter: { sku: { in: few } }, pageSize: few.length });
    expect(small.items.length).toBe(few.length);
    const large = await ask<Probe>(fields, { pageSize: 60, currentPage: 1 });
    console.log(
      `SQL statements per request: ${small.statements} for ${small.items.length} products, ` +
        `${large.statements} for ${large.items.length} products`,
    );
    expect(large.statements).toBe(small.statements);
    expect(large.statements).toBeLessThan(large.items.length / 2);
  });
});

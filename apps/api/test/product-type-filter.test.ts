import { describe, expect, it } from 'vitest';
import { data, read, type StoreCode } from './graphql.js';

interface TypedProducts {
  products: {
    total_count: number;
    items: { __typename: string; sku: string; type_id: string }[];
    aggregations?: { attribute_code: string; count: number }[];
  };
}

const TYPED_PRODUCTS = `query ($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput) {
  products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    items { __typename sku type_id }
  }
}`;

/** The same listing with aggregations, which the api answers through a statement of its own. */
const TYPED_PRODUCTS_WITH_AGGREGATIONS = `query ($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 100) {
    total_count
    items { __typename sku type_id }
    aggregations { attribute_code count }
  }
}`;

const TYPE_NAMES: Record<string, string> = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
};

async function listing(variables: Record<string, unknown>, store: StoreCode = 'de') {
  return data(await read<TypedProducts>(TYPED_PRODUCTS, variables, { store })).products;
}

/** Every product the unfiltered catalogue listing of the store view shows, page by page. */
async function wholeCatalogue(store: StoreCode) {
  const items: TypedProducts['products']['items'] = [];
  for (let currentPage = 1; ; currentPage += 1) {
    const page = await listing({ pageSize: 100, currentPage, sort: { name: 'ASC' } }, store);
    items.push(...page.items);
    if (items.length >= page.total_count) return items;
  }
}

describe('products filtered by type_id', () => {
  it('lists exactly the bundles of the unfiltered listing, in each store view', async () => {
    for (const store of ['de', 'nl'] as const) {
      const expected = (await wholeCatalogue(store))
        .filter((item) => item.type_id === 'bundle')
        .map((item) => item.sku);
      expect(expected.length).toBeGreaterThan(0);
      const bundles = await listing(
        { filter: { type_id: { eq: 'bundle' } }, pageSize: 100, sort: { name: 'ASC' } },
        store,
      );
      expect(bundles.total_count).toBe(expected.length);
      expect(bundles.items.map((item) => item.sku)).toEqual(expected);
      expect(new Set(bundles.items.map((item) => item.__typename))).toEqual(new Set(['BundleProduct']));
    }
  });

  it('takes several types with `in`: their union', async () => {
    const counts: Record<string, number> = {};
    for (const type of ['simple', 'configurable', 'bundle', 'grouped']) {
      const page = await listing({ filter: { type_id: { eq: type } }, pageSize: 100 });
      expect(page.items.every((item) => item.__typename === TYPE_NAMES[type])).toBe(true);
      counts[type] = page.total_count;
    }
    const both = await listing({ filter: { type_id: { in: ['bundle', 'grouped'] } }, pageSize: 100 });
    expect(both.total_count).toBe((counts.bundle ?? 0) + (counts.grouped ?? 0));
    expect(new Set(both.items.map((item) => item.type_id))).toEqual(new Set(['bundle', 'grouped']));
    const all = await listing({ pageSize: 1 });
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(all.total_count);
  });

  it('answers an empty list, not an error, for a type the shop does not have', async () => {
    for (const filter of [{ eq: 'virtual' }, { in: ['downloadable', 'BUNDLE'] }, { in: [] }]) {
      const page = await listing({ filter: { type_id: filter } });
      expect(page).toEqual({ total_count: 0, items: [] });
    }
  });

  it('narrows the other filters and keeps the requested sort (the home page bundles)', async () => {
    const bundles = await listing({ filter: { type_id: { eq: 'bundle' } }, pageSize: 100 });
    const sku = bundles.items[0]?.sku;
    if (!sku) throw new Error('no bundle');
    const one = await listing({ filter: { type_id: { eq: 'bundle' }, sku: { eq: sku } } });
    expect(one.items.map((item) => item.sku)).toEqual([sku]);
    const none = await listing({ filter: { type_id: { eq: 'simple' }, sku: { eq: sku } } });
    expect(none.total_count).toBe(0);

    const bySales = await listing({
      filter: { type_id: { eq: 'bundle' } },
      pageSize: 10,
      sort: { num_sales: 'DESC' },
    });
    expect(bySales.items.length).toBe(Math.min(10, bundles.total_count));
    expect(bySales.items.every((item) => item.type_id === 'bundle')).toBe(true);
  });

  it('narrows a category listing to the category products of the type', async () => {
    const category = { category_id: { eq: '3' } };
    const expected: string[] = [];
    for (let currentPage = 1, seen = 0; ; currentPage += 1) {
      const page = await listing({ filter: category, pageSize: 100, currentPage, sort: { name: 'ASC' } });
      expected.push(...page.items.filter((item) => item.type_id === 'bundle').map((item) => item.sku));
      seen += page.items.length;
      if (seen >= page.total_count) break;
    }
    expect(expected.length).toBeGreaterThan(0);
    const bundles = await listing({
      filter: { ...category, type_id: { eq: 'bundle' } },
      pageSize: 100,
      sort: { name: 'ASC' },
    });
    expect(bundles.items.map((item) => item.sku)).toEqual(expected);
    expect(bundles.total_count).toBe(expected.length);
  });

  it('gives the same set when aggregations are asked for', async () => {
    const plain = await listing({ filter: { type_id: { eq: 'grouped' } }, pageSize: 100 });
    const withAggregations = data(
      await read<TypedProducts>(TYPED_PRODUCTS_WITH_AGGREGATIONS, { filter: { type_id: { eq: 'grouped' } } }),
    ).products;
    expect(withAggregations.total_count).toBe(plain.total_count);
    expect(withAggregations.items.map((item) => item.sku).sort()).toEqual(
      plain.items.map((item) => item.sku).sort(),
    );
    const categories = withAggregations.aggregations?.find(
      (aggregation) => aggregation.attribute_code === 'category_uid',
    );
    expect(categories?.count).toBeGreaterThan(0);
  });
});

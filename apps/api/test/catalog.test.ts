import { describe, expect, it } from 'vitest';
import { graphql } from './graphql.js';

interface Category {
  id: number;
  name: string;
  url_path: string;
  path: string;
  position: number;
  level: number;
  include_in_menu: number;
  product_count: number;
  children: Category[];
}

interface ProductItem {
  __typename: string;
  sku: string;
  name: string;
  url_key: string;
  price_range: {
    minimum_price: { regular_price: { value: number; currency: string }; final_price: { value: number } };
    maximum_price: { final_price: { value: number } };
  };
  small_image: { url: string } | null;
}

interface ProductsData {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    items: ProductItem[];
  };
}

const TREE = `query ($id: String) {
  categoryList(filters: { ids: { eq: $id } }) {
    id name url_path path level position include_in_menu product_count
    children { id name url_path path level position include_in_menu product_count
      children { id name url_path path level position } }
  }
}`;

const PRODUCTS = `query ($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $currentPage: Int) {
  products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    items { __typename sku name url_key
      price_range { minimum_price { regular_price { value currency } final_price { value } } maximum_price { final_price { value } } }
      small_image { url } }
  }
}`;

async function tree(store: string) {
  const response = await graphql<{ categoryList: Category[] }>(TREE, { store, variables: { id: '3' } });
  expect(response.body.errors).toBeUndefined();
  const root = response.body.data?.categoryList[0];
  if (!root) throw new Error('no root category');
  return root;
}

async function products(variables: Record<string, unknown>, store = 'de') {
  return graphql<ProductsData>(PRODUCTS, { store, variables });
}

describe('categoryList', () => {
  it('answers the store root with its subtree, children sorted by position', async () => {
    const root = await tree('de');
    expect(root.id).toBe(3);
    expect(root.children.length).toBeGreaterThan(3);
    for (const level of [root.children, ...root.children.map((child) => child.children)]) {
      const positions = level.map((child) => child.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    for (const child of root.children) {
      expect(child.path.startsWith('1/3/')).toBe(true);
      expect(child.level).toBe(2);
    }
  });

  it('answers the root of the store view without filters', async () => {
    const response = await graphql<{ categoryList: { id: number }[] }>('{ categoryList { id } }');
    expect(response.body.data?.categoryList).toEqual([{ id: 3 }]);
  });

  it('translates names and url paths per store view', async () => {
    const [de, nl] = [await tree('de'), await tree('nl')];
    expect(de.children.map((child) => child.id)).toEqual(nl.children.map((child) => child.id));
    expect(de.children.map((child) => child.name)).not.toEqual(nl.children.map((child) => child.name));
  });

  it('finds a category by url path', async () => {
    const root = await tree('nl');
    const wanted = root.children.find((child) => child.children.length > 0)?.children[0];
    if (!wanted) throw new Error('no second-level category');
    const response = await graphql<{ categoryList: { id: number; name: string }[] }>(
      'query ($path: String) { categoryList(filters: { url_path: { eq: $path } }) { id name } }',
      { store: 'nl', variables: { path: wanted.url_path } },
    );
    expect(response.body.data?.categoryList).toEqual([{ id: wanted.id, name: wanted.name }]);
  });

  it('answers an empty list for an unknown category and an error for a malformed id', async () => {
    const unknown = await graphql<{ categoryList: unknown[] }>(TREE, { variables: { id: '999999' } });
    expect(unknown.body.data?.categoryList).toEqual([]);
    const malformed = await graphql(TREE, { variables: { id: 'abc' } });
    expect(malformed.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});

describe('products', () => {
  it('lists a category with the count its product_count promises, page by page', async () => {
    const root = await tree('de');
    const category = root.children.find((child) => child.product_count > 10);
    if (!category) throw new Error('no category with more than 10 products');
    const first = await products({ filter: { category_id: { eq: String(category.id) } }, pageSize: 5 });
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data?.products;
    expect(page?.total_count).toBe(category.product_count);
    expect(page?.page_info).toEqual({
      current_page: 1,
      page_size: 5,
      total_pages: Math.ceil(category.product_count / 5),
    });
    expect(page?.items).toHaveLength(5);
    const second = await products({
      filter: { category_id: { eq: String(category.id) } },
      pageSize: 5,
      currentPage: 2,
    });
    const firstSkus = new Set(page?.items.map((item) => item.sku));
    expect(second.body.data?.products.items.some((item) => firstSkus.has(item.sku))).toBe(false);
  });

  it('finds one product by url key with a price and an image', async () => {
    const listing = await products({ pageSize: 3, sort: { name: 'ASC' } });
    const wanted = listing.body.data?.products.items[1];
    if (!wanted) throw new Error('no products');
    const found = await products({ filter: { url_key: { eq: wanted.url_key } } });
    expect(found.body.data?.products.total_count).toBe(1);
    const product = found.body.data?.products.items[0];
    expect(product?.sku).toBe(wanted.sku);
    expect(product?.price_range.minimum_price.regular_price.currency).toBe('EUR');
    expect(product?.price_range.minimum_price.final_price.value).toBeGreaterThan(0);
    expect(product?.small_image?.url).toMatch(/^\/media\/.+/);
  });

  it('serves every product type through the product interface', async () => {
    const listing = await products({ pageSize: 100 });
    const typeNames = new Set(listing.body.data?.products.items.map((item) => item.__typename));
    const more = await products({ pageSize: 100, currentPage: 2 });
    for (const item of more.body.data?.products.items ?? []) typeNames.add(item.__typename);
    expect([...typeNames].sort()).toEqual([
      'BundleProduct',
      'ConfigurableProduct',
      'GroupedProduct',
      'SimpleProduct',
    ]);
  });

  it('sorts by price and by name in both directions', async () => {
    const byPrice = await products({ pageSize: 30, sort: { price: 'ASC' } });
    const prices = byPrice.body.data?.products.items.map(
      (item) => item.price_range.minimum_price.final_price.value,
    );
    expect(prices).toEqual([...(prices ?? [])].sort((a, b) => a - b));
    const byName = await products({ pageSize: 30, sort: { name: 'DESC' } });
    const names = byName.body.data?.products.items.map((item) => item.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'de')));
  });

  it('refuses a page size outside 1 to 100 and a page below 1, naming the argument', async () => {
    for (const pageSize of [0, 101]) {
      const response = await products({ pageSize });
      expect(response.body.errors?.[0]?.message).toContain('pageSize');
      expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    }
    const response = await products({ currentPage: 0 });
    expect(response.body.errors?.[0]?.message).toContain('currentPage');
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('says how many pages there are when asked for a page beyond the last', async () => {
    const total = (await products({ pageSize: 100 })).body.data?.products.page_info.total_pages ?? 0;
    const response = await products({ pageSize: 100, currentPage: total + 1 });
    expect(response.body.errors?.[0]?.message).toBe(
      `currentPage value ${total + 1} specified is greater than the ${total} page(s) available.`,
    );
  });

  it('answers an empty result for an unknown url key', async () => {
    const response = await products({ filter: { url_key: { eq: 'no-such-product' } } });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.products.total_count).toBe(0);
    expect(response.body.data?.products.items).toEqual([]);
  });
});

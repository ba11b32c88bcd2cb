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

  it('says the same for the listing of one category (the path without aggregations)', async () => {
    const category = (await tree('de')).children[0];
    if (!category) throw new Error('no category');
    const filter = { category_id: { eq: String(category.id) } };
    const total = (await products({ filter, pageSize: 100 })).body.data?.products.page_info.total_pages ?? 0;
    expect(total).toBeGreaterThan(0);
    const response = await products({ filter, pageSize: 100, currentPage: total + 1 });
    expect(response.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
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

interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  min_value: number | null;
  max_value: number | null;
  rel_nofollow: boolean;
  options: {
    label: string;
    value: string;
    count: number;
    swatch_data: { type: string; value: string } | null;
  }[];
}

interface Listing {
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
  items: {
    id: number;
    sku: string;
    name: string;
    created_at: string;
    price_range: { minimum_price: { final_price: { value: number } } };
  }[];
  aggregations: Aggregation[];
  sort_fields: { default: string; options: { value: string; label: string }[] };
}

const LISTING = `query ($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput,
                   $pageSize: Int, $currentPage: Int) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    items { id sku name created_at price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code label count position min_value max_value rel_nofollow
      options { label value count swatch_data { type value } } }
    sort_fields { default options { value label } }
  }
}`;

async function listing(variables: Record<string, unknown>, store = 'de'): Promise<Listing> {
  const response = await graphql<{ products: Listing }>(LISTING, { store, variables });
  expect(response.body.errors).toBeUndefined();
  const result = response.body.data?.products;
  if (!result) throw new Error('no products answer');
  return result;
}

async function total(filter: Record<string, unknown>, store = 'de', search?: string): Promise<number> {
  const response = await graphql<{ products: { total_count: number } }>(
    'query ($filter: ProductAttributeFilterInput, $search: String) { products(filter: $filter, search: $search, pageSize: 1) { total_count } }',
    { store, variables: { filter, search } },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data?.products.total_count ?? -1;
}

/** Every product of a listing, page by page. */
async function everything(variables: Record<string, unknown>, store = 'de') {
  const first = await listing({ ...variables, pageSize: 100 }, store);
  const items = [...first.items];
  for (let page = 2; page <= first.page_info.total_pages; page++) {
    items.push(...(await listing({ ...variables, pageSize: 100, currentPage: page }, store)).items);
  }
  return items;
}

const price = (item: Listing['items'][number]) => item.price_range.minimum_price.final_price.value;

/** The top-level category with the most products (anchor, with subcategories). */
async function biggestCategory(store = 'de') {
  const response = await graphql<{
    categoryList: {
      children: {
        id: number;
        is_anchor: number;
        product_count: number;
        children: { id: number; product_count: number; children_count: string }[];
      }[];
    }[];
  }>(
    '{ categoryList { children { id is_anchor product_count children { id product_count children_count } } } }',
    {
      store,
    },
  );
  const children = response.body.data?.categoryList[0]?.children ?? [];
  const best = [...children]
    .filter((child) => child.is_anchor === 1 && child.children.length > 0)
    .sort((a, b) => b.product_count - a.product_count)[0];
  if (!best) throw new Error('no anchor category with subcategories');
  return best;
}

describe('categoryList fields', () => {
  it('answers every field of a category, with breadcrumbs of its ancestors by level', async () => {
    interface Detail {
      id: number;
      name: string;
      level: number;
      url_key: string;
      image: string | null;
      meta_title: string | null;
      meta_description: string | null;
      available_sort_by: string[];
      default_sort_by: string;
      children_count: string;
      children: { id: number }[];
      path_in_store: string;
      breadcrumbs:
        | { category_id: number; category_name: string; category_level: number; category_url_key: string }[]
        | null;
    }
    type Parent = Omit<Detail, 'children'> & { children: Detail[] };
    const response = await graphql<{ categoryList: { children: Parent[] }[] }>(
      `{ categoryList { children { id name level url_key image meta_title meta_description available_sort_by
          default_sort_by children_count path_in_store children { id } breadcrumbs { category_id }
          children { id name level url_key image meta_title meta_description available_sort_by default_sort_by
            children_count path_in_store children { id }
            breadcrumbs { category_id category_name category_level category_url_key } } } } }`,
    );
    expect(response.body.errors).toBeUndefined();
    const top = response.body.data?.categoryList[0]?.children ?? [];
    const pairs = top.flatMap((parent) => parent.children.map((child) => ({ parent, child })));
    expect(pairs.length).toBeGreaterThan(5);
    const all: {
      name: string;
      meta_title: string | null;
      meta_description: string | null;
      children_count: string;
      children: unknown[];
      available_sort_by: string[];
      default_sort_by: string;
      path_in_store: string;
      id: number;
      image: string | null;
    }[] = [...top, ...pairs.map((pair) => pair.child)];
    for (const category of all) {
      expect(category.meta_title).toContain(category.name);
      expect(category.meta_description?.length).toBeGreaterThan(0);
      expect(category.children_count).toBe(String(category.children.length));
      expect(category.available_sort_by.length).toBeGreaterThan(0);
      expect(category.available_sort_by).toContain(category.default_sort_by);
      expect(category.path_in_store.split('/').pop()).toBe(String(category.id));
      if (category.image) expect(category.image).toMatch(/^\/media\/.+/);
    }
    for (const parent of top) expect(parent.breadcrumbs).toBeNull();
    for (const { parent, child } of pairs) {
      expect(child.breadcrumbs).toEqual([
        {
          category_id: parent.id,
          category_name: parent.name,
          category_level: parent.level,
          category_url_key: parent.url_key,
        },
      ]);
    }
    expect(top.some((category) => category.image !== null)).toBe(true);
  });

  it('pages categories with `categories`', async () => {
    const root = await tree('de');
    const response = await graphql<{
      categories: { total_count: number; page_info: { total_pages: number }; items: { id: number }[] };
    }>(
      'query ($parent: String) { categories(filters: { parent_id: { eq: $parent } }, pageSize: 2, currentPage: 2) { total_count page_info { total_pages } items { id } } }',
      {
        variables: { parent: String(root.id) },
      },
    );
    expect(response.body.data?.categories.total_count).toBe(root.children.length);
    expect(response.body.data?.categories.items.map((item) => item.id)).toEqual(
      root.children.slice(2, 4).map((child) => child.id),
    );
  });

  it('lists a category’s products through CategoryTree.products', async () => {
    const category = await biggestCategory();
    const response = await graphql<{
      categoryList: { products: { total_count: number; items: { sku: string }[] } }[];
    }>(
      'query ($id: String) { categoryList(filters: { ids: { eq: $id } }) { products(pageSize: 4) { total_count items { sku } } } }',
      { variables: { id: String(category.id) } },
    );
    expect(response.body.data?.categoryList[0]?.products.total_count).toBe(category.product_count);
    expect(response.body.data?.categoryList[0]?.products.items).toHaveLength(4);
  });
});

describe('products filters', () => {
  it('filters by sku with eq and in, and answers nothing for an unknown sku', async () => {
    const some = (await listing({ pageSize: 3 })).items;
    const [a, b, c] = some;
    if (!a || !b || !c) throw new Error('too few products');
    expect((await listing({ filter: { sku: { eq: a.sku } } })).items.map((item) => item.sku)).toEqual([
      a.sku,
    ]);
    const many = await listing({ filter: { sku: { in: [a.sku, c.sku, 'NO-SUCH-SKU'] } } });
    expect(many.items.map((item) => item.sku).sort()).toEqual([a.sku, c.sku].sort());
    const none = await listing({ filter: { sku: { eq: 'NO-SUCH-SKU' } } });
    expect(none.total_count).toBe(0);
    expect(none.items).toEqual([]);
    expect(none.aggregations).toEqual([]);
  });

  it('filters by category id and uid (eq and in), anchor categories including their subcategories', async () => {
    const category = await biggestCategory();
    const [first, second] = category.children.filter((child) => child.product_count > 0);
    if (!first || !second) throw new Error('too few subcategories with products');
    expect(await total({ category_id: { eq: String(category.id) } })).toBe(category.product_count);
    expect(await total({ category_uid: { eq: Buffer.from(String(category.id)).toString('base64') } })).toBe(
      category.product_count,
    );
    const union = new Set([
      ...(await everything({ filter: { category_id: { eq: String(first.id) } } })).map((item) => item.sku),
      ...(await everything({ filter: { category_id: { eq: String(second.id) } } })).map((item) => item.sku),
    ]);
    expect(await total({ category_id: { in: [String(first.id), String(second.id)] } })).toBe(union.size);
    // Every product of the anchor category is in it or in one of its subcategories.
    const inChildren = new Set<string>();
    for (const child of category.children) {
      for (const item of await everything({ filter: { category_id: { eq: String(child.id) } } }))
        inChildren.add(item.sku);
    }
    const direct = await everything({ filter: { category_id: { eq: String(category.id) } } });
    expect(direct.filter((item) => !inChildren.has(item.sku)).length).toBeLessThan(direct.length);
  });

  it('filters by price from and to, both inclusive', async () => {
    const all = await everything({});
    const prices = all.map(price).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)] ?? 0;
    const high = prices[Math.floor((prices.length * 3) / 4)] ?? 0;
    const expected = all.filter((item) => price(item) >= low && price(item) <= high).length;
    const filtered = await everything({ filter: { price: { from: String(low), to: String(high) } } });
    expect(filtered.length).toBe(expected);
    for (const item of filtered) {
      expect(price(item)).toBeGreaterThanOrEqual(low);
      expect(price(item)).toBeLessThanOrEqual(high);
    }
    expect(await total({ price: { from: String(high) } })).toBe(
      all.filter((item) => price(item) >= high).length,
    );
    expect(await total({ price: { to: String(low) } })).toBe(all.filter((item) => price(item) <= low).length);
  });

  it('filters by every filterable attribute (eq and in), counting like the aggregations', async () => {
    const everythingAggregated = await listing({ pageSize: 1 });
    const attributes = everythingAggregated.aggregations.filter(
      (aggregation) => !['price', 'category_uid'].includes(aggregation.attribute_code),
    );
    expect(attributes.map((aggregation) => aggregation.attribute_code)).toEqual(
      expect.arrayContaining(['merk', 'color', 'fkv_maten', 'material']),
    );
    for (const aggregation of attributes) {
      const [one, two] = aggregation.options;
      if (!one) continue;
      expect(await total({ [aggregation.attribute_code]: { eq: one.value } })).toBe(one.count);
      if (two) {
        const either = await total({ [aggregation.attribute_code]: { in: [one.value, two.value] } });
        expect(either).toBeGreaterThanOrEqual(Math.max(one.count, two.count));
        expect(either).toBeLessThanOrEqual(one.count + two.count);
      }
    }
  });

  it('filters by the brand attribute and by two attributes at once', async () => {
    const all = await listing({ pageSize: 1 });
    const brand = all.aggregations.find((aggregation) => aggregation.attribute_code === 'merk')?.options[0];
    if (!brand) throw new Error('no brands');
    const ofBrand = await listing({ filter: { merk: { eq: brand.value } }, pageSize: 1 });
    expect(ofBrand.total_count).toBe(brand.count);
    // Within the brand, another attribute's option counts are what filtering by both gives.
    const other = ofBrand.aggregations.find(
      (aggregation) =>
        !['price', 'category_uid', 'merk', 'rating_summary'].includes(aggregation.attribute_code),
    );
    const option = other?.options[0];
    if (!other || !option) throw new Error('no second attribute within the brand');
    expect(await total({ merk: { eq: brand.value }, [other.attribute_code]: { eq: option.value } })).toBe(
      option.count,
    );
    // And a price range on top narrows it further.
    const both = await everything({
      filter: { merk: { eq: brand.value }, [other.attribute_code]: { eq: option.value } },
    });
    const cut = price(both[0] as Listing['items'][number]);
    expect(
      await total({
        merk: { eq: brand.value },
        [other.attribute_code]: { eq: option.value },
        price: { to: String(cut) },
      }),
    ).toBe(both.filter((item) => price(item) <= cut).length);
  });

  it('filters by rating in whole stars', async () => {
    const all = await listing({ pageSize: 1 });
    const ratings = all.aggregations.find((aggregation) => aggregation.attribute_code === 'rating_summary');
    if (!ratings) throw new Error('no rated products');
    for (const option of ratings.options) {
      const rated = await graphql<{ products: { total_count: number; items: { rating_summary: number }[] } }>(
        'query ($stars: String) { products(filter: { rating_summary: { eq: $stars } }, pageSize: 100) { total_count items { rating_summary } } }',
        { variables: { stars: option.value } },
      );
      expect(rated.body.data?.products.total_count).toBe(option.count);
      for (const item of rated.body.data?.products.items ?? []) {
        expect(Math.round(item.rating_summary / 20)).toBe(Number(option.value));
      }
    }
  });
});

describe('products sorting', () => {
  const sorted = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare);

  it('sorts by name, price and created_at in both directions', async () => {
    const byName = async (direction: string) =>
      (await listing({ sort: { name: direction }, pageSize: 40 })).items.map((item) => item.name);
    const ascending = await byName('ASC');
    expect(ascending).toEqual(sorted(ascending, (a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = await byName('DESC');
    expect(descending).toEqual(sorted(descending, (a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    for (const direction of ['ASC', 'DESC']) {
      const factor = direction === 'ASC' ? 1 : -1;
      const prices = (await listing({ sort: { price: direction }, pageSize: 40 })).items.map(price);
      expect(prices).toEqual(sorted(prices, (a, b) => factor * (a - b)));
      const dates = (await listing({ sort: { created_at: direction }, pageSize: 40 })).items.map(
        (item) => item.created_at,
      );
      expect(dates).toEqual(sorted(dates, (a, b) => factor * a.localeCompare(b)));
    }
    // The cheapest product overall comes first (the sort covers all pages, not one).
    const cheapest = Math.min(...(await everything({})).map(price));
    expect(
      price((await listing({ sort: { price: 'ASC' }, pageSize: 1 })).items[0] as Listing['items'][number]),
    ).toBe(cheapest);
  });

  it('sorts by position in a category in both directions', async () => {
    const category = await biggestCategory();
    const leaf = category.children.find((child) => child.product_count > 2 && child.children_count === '0');
    if (!leaf) throw new Error('no leaf category with products');
    const filter = { category_id: { eq: String(leaf.id) } };
    const ascending = (await everything({ filter, sort: { position: 'ASC' } })).map((item) => item.sku);
    const descending = (await everything({ filter, sort: { position: 'DESC' } })).map((item) => item.sku);
    expect(ascending.length).toBe(leaf.product_count);
    // Positions within one category are distinct, so one order is the other reversed.
    expect(descending).toEqual([...ascending].reverse());
  });

  it('sorts by units sold: the best-seller category (92) lists its products by sales', async () => {
    const filter = { category_id: { eq: '92' } };
    const bySales = (await everything({ filter, sort: { num_sales: 'DESC' } })).map((item) => item.sku);
    const byPosition = (await everything({ filter, sort: { position: 'ASC' } })).map((item) => item.sku);
    expect(bySales.length).toBeGreaterThan(3);
    expect(bySales).toEqual(byPosition);
    const ascending = (await everything({ filter, sort: { num_sales: 'ASC' } })).map((item) => item.sku);
    expect(ascending).not.toEqual(bySales);
    expect(new Set(ascending)).toEqual(new Set(bySales));
  });

  it('offers the sort fields of the listing with labels in the store language', async () => {
    const category = await biggestCategory();
    const inCategory = await listing(
      { filter: { category_id: { eq: String(category.id) } }, pageSize: 1 },
      'nl',
    );
    expect(inCategory.sort_fields.options.map((option) => option.value)).toEqual([
      'position',
      'name',
      'price',
      'created_at',
      'num_sales',
    ]);
    expect(inCategory.sort_fields.options.find((option) => option.value === 'price')?.label).toBe('Prijs');
    // The default is the category's own default sort field, and the listing is sorted by it.
    const root = await tree('de');
    const defaults = new Set<string>();
    for (const id of root.children.map((child) => child.id)) {
      const found = await graphql<{ categoryList: { default_sort_by: string }[] }>(
        'query ($id: String) { categoryList(filters: { ids: { eq: $id } }) { default_sort_by } }',
        { variables: { id: String(id) } },
      );
      const expected = found.body.data?.categoryList[0]?.default_sort_by;
      const filter = { category_id: { eq: String(id) } };
      const unsorted = await listing({ filter, pageSize: 20 });
      expect(unsorted.sort_fields.default).toBe(expected);
      const sorted = await listing({ filter, pageSize: 20, sort: { [expected ?? 'name']: 'ASC' } });
      expect(unsorted.items.map((item) => item.sku)).toEqual(sorted.items.map((item) => item.sku));
      defaults.add(expected ?? '');
    }
    // Categories differ in their default (e.g. flooring by price), so this covers more than one.
    expect(defaults.size).toBeGreaterThan(1);
    const searching = await listing({ search: 'a', pageSize: 1 }, 'en');
    expect(searching.sort_fields.default).toBe('relevance');
    expect(searching.sort_fields.options[0]).toEqual({ value: 'relevance', label: 'Relevance' });
  });
});

describe('products aggregations', () => {
  it('counts, for every option of a category listing, the products that filtering by it gives', async () => {
    const category = await biggestCategory();
    const filter = { category_id: { eq: String(category.id) } };
    const result = await listing({ filter, pageSize: 1 });
    const attributes = result.aggregations.filter((aggregation) => aggregation.attribute_code !== 'price');
    expect(attributes.length).toBeGreaterThan(2);
    for (const aggregation of attributes) {
      expect(aggregation.count).toBe(aggregation.options.length);
      expect(aggregation.label.length).toBeGreaterThan(0);
      for (const option of aggregation.options.slice(0, 3)) {
        const field = aggregation.attribute_code;
        const narrowed =
          field === 'category_uid'
            ? { category_uid: { eq: option.value } }
            : { ...filter, [field]: { eq: option.value } };
        expect(await total(narrowed)).toBe(option.count);
      }
    }
    const categories = result.aggregations.find(
      (aggregation) => aggregation.attribute_code === 'category_uid',
    );
    expect(
      categories?.options.map((option) => Number(Buffer.from(option.value, 'base64').toString())),
    ).toEqual(
      expect.arrayContaining(
        category.children.filter((child) => child.product_count > 0).map((child) => child.id),
      ),
    );
  });

  it('keeps the other options of an attribute that is filtered by (multi-select), and narrows the others', async () => {
    const all = await listing({ pageSize: 1 });
    const colour = all.aggregations.find((aggregation) => aggregation.attribute_code === 'color');
    const [red, blue] = colour?.options ?? [];
    if (!red || !blue) throw new Error('too few colours');
    const filtered = await listing({ filter: { color: { eq: red.value } }, pageSize: 1 });
    const colours = filtered.aggregations.find((aggregation) => aggregation.attribute_code === 'color');
    expect(colours?.rel_nofollow).toBe(true);
    expect(colours?.options.find((option) => option.value === blue.value)?.count).toBe(blue.count);
    expect(colours?.options.find((option) => option.value === red.value)?.count).toBe(red.count);
    // Another attribute counts only red products.
    const brands = filtered.aggregations.find((aggregation) => aggregation.attribute_code === 'merk');
    expect(brands?.rel_nofollow).toBe(false);
    expect(brands?.options.reduce((sum, option) => sum + option.count, 0)).toBe(filtered.total_count);
  });

  it('gives colour swatches and translated option labels', async () => {
    const [de, nl] = [await listing({ pageSize: 1 }, 'de'), await listing({ pageSize: 1 }, 'nl')];
    const colours = (result: Listing) =>
      result.aggregations.find((aggregation) => aggregation.attribute_code === 'color');
    for (const option of colours(de)?.options ?? []) {
      expect(option.swatch_data?.type).toBe('color');
      expect(option.swatch_data?.value).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(colours(de)?.label).not.toBe(colours(nl)?.label);
    expect(colours(de)?.options.map((option) => option.value)).toEqual(
      colours(nl)?.options.map((option) => option.value),
    );
    expect(colours(de)?.options.map((option) => option.label)).not.toEqual(
      colours(nl)?.options.map((option) => option.label),
    );
  });

  it('gives the price range and buckets of the set, unaffected by the price filter', async () => {
    const category = await biggestCategory();
    const filter = { category_id: { eq: String(category.id) } };
    // The category, and every product (whose prices span more digits: more ranges to choose from).
    for (const set of [filter, {}]) {
      const items = await everything({ filter: set });
      const prices = items.map(price);
      const result = await listing({ filter: set, pageSize: 1 });
      const aggregation = result.aggregations.find((candidate) => candidate.attribute_code === 'price');
      expect(aggregation?.min_value).toBe(Math.min(...prices));
      expect(aggregation?.max_value).toBe(Math.max(...prices));
      // Magento's range: 10^(digits of the highest price - 1), ten times smaller while above 10
      // and fewer than two buckets.
      let width = 10 ** (String(Math.floor(Math.max(...prices))).length - 1);
      while (width > 10 && new Set(prices.map((value) => Math.floor(value / width))).size < 2) width /= 10;
      let counted = 0;
      for (const option of aggregation?.options ?? []) {
        const [from, to] = option.value.split('_').map(Number) as [number, number];
        expect(option.label).toBe(`${from}-${to}`);
        expect(to - from).toBe(width);
        expect(option.count).toBe(prices.filter((value) => value >= from && value < to).length);
        // The bucket as a filter: from inclusive, to just below the next bucket.
        expect(await total({ ...set, price: { from: String(from), to: String(to - 0.001) } })).toBe(
          option.count,
        );
        counted += option.count;
      }
      expect(counted).toBe(items.length);
    }
    const prices = (await everything({ filter })).map(price);
    const narrowed = await listing({
      filter: { ...filter, price: { to: String(Math.max(...prices) / 2) } },
      pageSize: 1,
    });
    const narrowedPrice = narrowed.aggregations.find((candidate) => candidate.attribute_code === 'price');
    expect(narrowedPrice?.max_value).toBe(Math.max(...prices));
    expect(narrowedPrice?.rel_nofollow).toBe(true);
  });
});

describe('products bad input', () => {
  const errorOf = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await graphql(query, { variables });
    expect(response.status).toBeLessThan(500);
    const error = response.body.errors?.[0];
    if (!error) throw new Error('expected an error');
    return error;
  };

  it('refuses an unknown attribute filter, naming the argument and the filterable attributes', async () => {
    const inline = await errorOf('{ products(filter: { colour: { eq: "1" } }) { total_count } }');
    expect(inline.extensions?.category).toBe('graphql-input');
    expect(inline.message).toContain('colour');
    expect(inline.message).toContain('filter');
    for (const allowed of ['color', 'fkv_maten', 'merk', 'price', 'category_id'])
      expect(inline.message).toContain(allowed);
    const variable = await errorOf(
      'query ($filter: ProductAttributeFilterInput) { products(filter: $filter) { total_count } }',
      { filter: { colour: { eq: '1' } } },
    );
    expect(variable.extensions?.category).toBe('graphql-input');
    expect(variable.message).toContain('fkv_maten');
  });

  it('refuses an unknown sort field and direction, naming the allowed values', async () => {
    const field = await errorOf('{ products(sort: { popularity: DESC }) { total_count } }');
    expect(field.extensions?.category).toBe('graphql-input');
    for (const allowed of ['relevance', 'position', 'name', 'price', 'created_at', 'num_sales'])
      expect(field.message).toContain(allowed);
    const direction = await errorOf(
      'query ($sort: ProductAttributeSortInput) { products(sort: $sort) { total_count } }',
      {
        sort: { price: 'UP' },
      },
    );
    expect(direction.extensions?.category).toBe('graphql-input');
    expect(direction.message).toContain('ASC');
    expect(direction.message).toContain('DESC');
  });

  it('refuses option ids, category ids, prices and ratings that are not numbers', async () => {
    const query =
      'query ($filter: ProductAttributeFilterInput) { products(filter: $filter) { total_count } }';
    for (const [filter, argument] of [
      [{ color: { eq: 'red' } }, 'filter.color'],
      [{ category_id: { in: ['12', 'twelve'] } }, 'filter.category_id'],
      [{ price: { from: 'cheap' } }, 'filter.price.from'],
      [{ rating_summary: { eq: '9' } }, 'filter.rating_summary'],
    ] as const) {
      const error = await errorOf(query, { filter });
      expect(error.extensions?.category).toBe('graphql-input');
      expect(error.message).toContain(argument);
    }
  });

  it('answers empty results for unknown values, never a 500', async () => {
    for (const filter of [
      { url_key: { eq: 'no-such-product' } },
      { category_id: { eq: '999999' } },
      { color: { eq: '999999' } },
      { category_url_path: { eq: 'no/such/category' } },
      { sku: { in: [] } },
    ]) {
      expect(await total(filter)).toBe(0);
    }
  });

  it('refuses queries deeper or costlier than the limits before they run', async () => {
    const deep = `{ categoryList { ${'children { '.repeat(12)}id${' }'.repeat(12)} } }`;
    const depth = await errorOf(deep);
    expect(depth.extensions?.category).toBe('graphql-input');
    expect(depth.message).toMatch(/depth/i);
    // Within the depth, alias and token limits, but 400 fields eleven levels down cost too much.
    const nested = 'related_products { '.repeat(8);
    const costly = `{ products { items { ${nested}${'sku '.repeat(400)}${'} '.repeat(8)}} } }`;
    const cost = await errorOf(costly);
    expect(cost.extensions?.category).toBe('graphql-input');
    expect(cost.message).toMatch(/cost/i);
  });
});

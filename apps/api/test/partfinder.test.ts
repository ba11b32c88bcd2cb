import { describe, expect, it } from 'vitest';
import { graphql } from './graphql.js';

interface Option {
  id: number;
  label: string;
  product_count: number;
}

interface Options {
  types: Option[];
  brands: Option[];
  models: Option[];
  years: Option[];
  cilinders: Option[];
}

interface Selection {
  type_id?: number;
  brand_id?: number;
  model_id?: number;
  year_id?: number;
  cilinder_id?: number;
}

const OPTIONS = `query ($type_id: Int, $brand_id: Int, $model_id: Int, $year_id: Int) {
  partfinderOptions(type_id: $type_id, brand_id: $brand_id, model_id: $model_id, year_id: $year_id) {
    types { id label product_count } brands { id label product_count } models { id label product_count }
    years { id label product_count } cilinders { id label product_count }
  }
}`;

const SEARCH = `query ($partFilters: PartfinderFilterInput!, $filters: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int) {
  partfinderSearch(partFilters: $partFilters, filters: $filters, pageSize: $pageSize, currentPage: $currentPage) {
    total_count page_info { current_page page_size total_pages } items { sku }
  }
}`;

async function options(selection: Selection = {}, store = 'de'): Promise<Options> {
  const response = await graphql<{ partfinderOptions: Options }>(OPTIONS, {
    store,
    variables: { ...selection },
  });
  expect(response.body.errors).toBeUndefined();
  const data = response.body.data?.partfinderOptions;
  if (!data) throw new Error('no options');
  return data;
}

async function search(partFilters: Selection, extra: Record<string, unknown> = {}) {
  const response = await graphql<{
    partfinderSearch: {
      total_count: number;
      page_info: { current_page: number; page_size: number; total_pages: number };
      items: { sku: string }[];
    };
  }>(SEARCH, { variables: { partFilters, ...extra } });
  expect(response.body.errors).toBeUndefined();
  const data = response.body.data?.partfinderSearch;
  if (!data) throw new Error('no search result');
  return data;
}

async function skus(partFilters: Selection): Promise<string[]> {
  const result = await search(partFilters, { pageSize: 100 });
  expect(result.total_count).toBeLessThanOrEqual(100);
  return result.items.map((item) => item.sku).sort();
}

/** The option with the most products: the richest path through the chain. */
function richest(list: Option[]): Option {
  const option = [...list].sort((a, b) => b.product_count - a.product_count)[0];
  if (!option) throw new Error('empty option list');
  return option;
}

const ids = (list: Option[]) => list.map((option) => option.id);

describe('partfinderOptions', () => {
  it('offers types in the store view’s language and nothing further before a choice', async () => {
    const [de, nl, en] = await Promise.all([options({}, 'de'), options({}, 'nl'), options({}, 'en')]);
    expect(de.types.length).toBeGreaterThan(1);
    expect(ids(nl.types)).toEqual(ids(de.types));
    expect(ids(en.types)).toEqual(ids(de.types));
    expect(de.types.map((type) => type.label)).not.toEqual(en.types.map((type) => type.label));
    expect(nl.types.map((type) => type.label)).not.toEqual(en.types.map((type) => type.label));
    expect(de.brands).toEqual([]);
    expect(de.models).toEqual([]);
    expect(de.years).toEqual([]);
    expect(de.cilinders).toEqual([]);
  });

  it('narrows each step by the one before, from type to cilinder', async () => {
    const start = await options();
    const type = richest(start.types);
    const otherType = start.types.find((candidate) => candidate.id !== type.id);
    if (!otherType) throw new Error('one vehicle type only');

    const withType = await options({ type_id: type.id });
    const withOtherType = await options({ type_id: otherType.id });
    expect(withType.brands.length).toBeGreaterThan(0);
    expect(ids(withType.brands).filter((id) => ids(withOtherType.brands).includes(id))).toEqual([]);
    expect(withType.models).toEqual([]);
    const brand = richest(withType.brands);
    expect(brand.product_count).toBeLessThanOrEqual(type.product_count);

    const withBrand = await options({ type_id: type.id, brand_id: brand.id });
    expect(withBrand.brands).toEqual(withType.brands);
    expect(withBrand.models.length).toBeGreaterThan(0);
    const model = richest(withBrand.models);
    expect(model.product_count).toBeLessThanOrEqual(brand.product_count);
    // a brand of another type does not lead anywhere under this type
    const foreignBrand = withOtherType.brands[0];
    if (foreignBrand) {
      expect((await options({ type_id: type.id, brand_id: foreignBrand.id })).models).toEqual([]);
    }

    const withModel = await options({ type_id: type.id, brand_id: brand.id, model_id: model.id });
    expect(withModel.years.length).toBeGreaterThan(0);
    const year = richest(withModel.years);
    expect(year.label).toMatch(/^(19|20)\d\d$/);
    expect(year.product_count).toBeLessThanOrEqual(model.product_count);

    const selection = { type_id: type.id, brand_id: brand.id, model_id: model.id, year_id: year.id };
    const withYear = await options(selection);
    expect(withYear.cilinders.length).toBeGreaterThan(0);
    for (const cilinder of withYear.cilinders) {
      expect(cilinder.product_count).toBeGreaterThan(0);
      expect(cilinder.product_count).toBeLessThanOrEqual(year.product_count);
    }
    // every list above stays as it was
    expect(withYear.models).toEqual(withBrand.models);
    expect(withYear.years).toEqual(withModel.years);
  });
});

describe('partfinderSearch', () => {
  async function chain() {
    const type = richest((await options()).types);
    const brand = richest((await options({ type_id: type.id })).brands);
    const model = richest((await options({ type_id: type.id, brand_id: brand.id })).models);
    const year = richest((await options({ type_id: type.id, brand_id: brand.id, model_id: model.id })).years);
    const selection = { type_id: type.id, brand_id: brand.id, model_id: model.id, year_id: year.id };
    const { cilinders } = await options(selection);
    return { type, brand, model, year, cilinders, selection };
  }

  it('answers the products of the chosen cilinder, 12 a page', async () => {
    const { selection, cilinders } = await chain();
    for (const cilinder of cilinders) {
      const result = await search({ ...selection, cilinder_id: cilinder.id });
      expect(result.total_count).toBe(cilinder.product_count);
      expect(result.page_info.page_size).toBe(12);
      expect(result.items).toHaveLength(Math.min(12, cilinder.product_count));
    }
  });

  it('answers for a year exactly the products of its cilinders, and for a type the most', async () => {
    const { type, brand, model, year, selection, cilinders } = await chain();
    const union = new Set<string>();
    for (const cilinder of cilinders) {
      for (const sku of await skus({ ...selection, cilinder_id: cilinder.id })) union.add(sku);
    }
    const ofYear = await skus(selection);
    expect(ofYear).toEqual([...union].sort());
    expect(ofYear).toHaveLength(year.product_count);
    const ofModel = await skus({ type_id: type.id, brand_id: brand.id, model_id: model.id });
    expect(ofModel).toHaveLength(model.product_count);
    expect(ofYear.every((sku) => ofModel.includes(sku))).toBe(true);
    expect((await search({ type_id: type.id })).total_count).toBe(type.product_count);
    // only the cilinder: the same as with the whole chain
    const cilinder = cilinders[0];
    if (!cilinder) throw new Error('no cilinder');
    expect(await skus({ cilinder_id: cilinder.id })).toEqual(
      await skus({ ...selection, cilinder_id: cilinder.id }),
    );
  });

  it('applies the listing filters and answers nothing for steps that do not belong together', async () => {
    const { selection, cilinders, type } = await chain();
    const cilinder = cilinders[0];
    if (!cilinder) throw new Error('no cilinder');
    const [sku] = await skus({ ...selection, cilinder_id: cilinder.id });
    const filtered = await search(
      { ...selection, cilinder_id: cilinder.id },
      { filters: { sku: { eq: sku } } },
    );
    expect(filtered.items).toEqual([{ sku }]);
    const otherType = (await options()).types.find((candidate) => candidate.id !== type.id);
    const mismatch = await search({ ...selection, type_id: otherType?.id });
    expect(mismatch.total_count).toBe(0);
    expect(mismatch.items).toEqual([]);
  });

  it('rejects an empty selection and a page size outside 1 to 100', async () => {
    const empty = await graphql(SEARCH, { variables: { partFilters: {} } });
    expect(empty.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(empty.body.errors?.[0]?.message).toContain('partFilters');
    const type = (await options()).types[0];
    const tooLarge = await graphql(SEARCH, {
      variables: { partFilters: { type_id: type?.id }, pageSize: 101 },
    });
    expect(tooLarge.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(tooLarge.body.errors?.[0]?.message).toContain('pageSize');
  });
});

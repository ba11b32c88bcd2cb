import { describe, expect, it } from 'vitest';
import { graphql } from './graphql.js';

// Layered navigation as a Magento storefront drives it: it shows the aggregation options of a
// listing, the shopper picks one, and the storefront asks again with the option added to the
// filters it had. Every filter given must hold (as in Magento), so the listing then holds exactly
// the number of products the option announced.

interface Option {
  label: string;
  value: string;
  count: number;
}
interface Listing {
  total_count: number;
  aggregations: { attribute_code: string; options: Option[] }[];
}

const LISTING = `query ($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 1) {
    total_count
    aggregations { attribute_code options { label value count } }
  }
}`;

async function listing(filter: Record<string, unknown>): Promise<Listing> {
  const response = await graphql<{ products: Listing }>(LISTING, { variables: { filter } });
  expect(response.body.errors).toBeUndefined();
  const result = response.body.data?.products;
  if (!result) throw new Error('no products answer');
  return result;
}

function optionsOf(result: Listing, code: string): Option[] {
  return result.aggregations.find((aggregation) => aggregation.attribute_code === code)?.options ?? [];
}

/** Chooses each option of the group in turn and expects the total it announced. */
async function expectAnnouncedCounts(
  filter: Record<string, unknown>,
  code: string,
  choose: (option: Option) => unknown,
) {
  const options = optionsOf(await listing(filter), code);
  expect(options.length, `options of ${code} under ${JSON.stringify(filter)}`).toBeGreaterThan(0);
  for (const option of options) {
    const chosen = await listing({ ...filter, [code]: choose(option) });
    expect(chosen.total_count, `${code} ${option.label} under ${JSON.stringify(filter)}`).toBe(option.count);
  }
}

/** The top-level category with the most products that has subcategories. */
async function biggestCategory(): Promise<{ id: number; uid: string }> {
  const response = await graphql<{
    categoryList: {
      children: { id: number; uid: string; product_count: number; children_count: string }[];
    }[];
  }>('{ categoryList { children { id uid product_count children_count } } }');
  const best = (response.body.data?.categoryList[0]?.children ?? [])
    .filter((category) => Number(category.children_count) > 0)
    .sort((a, b) => b.product_count - a.product_count)[0];
  if (!best) throw new Error('no category with subcategories');
  return best;
}

describe('combined filters give the count their aggregation option announced', () => {
  it('category + sub-category: category_id and category_uid must both hold', async () => {
    const category = await biggestCategory();
    const inCategory = { category_id: { eq: String(category.id) } };
    const all = await listing(inCategory);
    const subcategories = optionsOf(all, 'category_uid');
    const smaller = subcategories.find((option) => option.count < all.total_count);
    expect(smaller, 'a sub-category with fewer products than its parent').toBeDefined();
    await expectAnnouncedCounts(inCategory, 'category_uid', (option) => ({ eq: option.value }));
    // Narrowed to the sub-category, the group offers what lies below it, not the sub-category again.
    const narrowed = await listing({ ...inCategory, category_uid: { eq: smaller?.value } });
    for (const option of optionsOf(narrowed, 'category_uid')) {
      expect(option.value).not.toBe(smaller?.value);
      expect(option.count).toBeLessThanOrEqual(smaller?.count ?? 0);
    }
  });

  it('category + attribute', async () => {
    const category = await biggestCategory();
    const inCategory = { category_uid: { eq: category.uid } };
    const attributes = (await listing(inCategory)).aggregations
      .map((aggregation) => aggregation.attribute_code)
      .filter((code) => !['category_uid', 'price', 'rating_summary'].includes(code));
    expect(attributes.length).toBeGreaterThan(0);
    for (const code of attributes) {
      await expectAnnouncedCounts(inCategory, code, (option) => ({ eq: option.value }));
    }
  });

  it('brand + price', async () => {
    const brands = optionsOf(await listing({}), 'merk').sort((a, b) => b.count - a.count);
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands.slice(0, 3)) {
      await expectAnnouncedCounts({ merk: { eq: brand.value } }, 'price', (option) => {
        const [from, to] = option.value.split('_');
        return { from, to };
      });
    }
  });
});

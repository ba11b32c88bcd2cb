// A small hand-made catalogue for the commerce seed's tests (the real one is the catalogue seed's).
import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { ROOT_CATEGORY_ID, STORE_CODES } from '../stores.js';
import type { CatalogSeedResult, SeededProduct, Translated } from '../types.js';

const CATEGORIES = [
  { id: 1, parent: null, path: '1', level: 0, name: 'Root' },
  { id: ROOT_CATEGORY_ID, parent: 1, path: '1/3', level: 1, name: 'Shop' },
  { id: 10, parent: ROOT_CATEGORY_ID, path: '1/3/10', level: 2, name: 'Clothing' },
  { id: 11, parent: 10, path: '1/3/10/11', level: 3, name: 'Jackets' },
  { id: 12, parent: ROOT_CATEGORY_ID, path: '1/3/12', level: 2, name: 'Supplements' },
] as const;

const OPTIONS = [
  { id: 101, attribute: 'color', label: ['Rot', 'Rood', 'Red'] },
  { id: 102, attribute: 'color', label: ['Blau', 'Blauw', 'Blue'] },
  { id: 201, attribute: 'size', label: ['S', 'S', 'S'] },
  { id: 202, attribute: 'size', label: ['M', 'M', 'M'] },
  { id: 301, attribute: 'merk', label: ['Acme', 'Acme', 'Acme'] },
] as const;

function translated(name: string): Translated {
  return { de: `${name} (de)`, nl: `${name} (nl)`, en: name };
}

function urlKeys(key: string): Translated {
  return { de: `${key}-de`, nl: `${key}-nl`, en: key };
}

interface TestProduct extends SeededProduct {
  visibility: number;
  options: number[];
}

function product(
  id: number,
  typeId: SeededProduct['typeId'],
  price: number,
  taxClass: SeededProduct['taxClass'],
  categoryIds: number[],
  extra: { visible?: boolean; childIds?: number[]; options?: number[] } = {},
): TestProduct {
  const visible = extra.visible ?? true;
  return {
    id,
    sku: `TEST-${id}`,
    typeId,
    price,
    taxClass,
    visible,
    visibility: visible ? 4 : 1,
    name: translated(`Product ${id}`),
    urlKey: urlKeys(`product-${id}`),
    categoryIds,
    childIds: extra.childIds ?? [],
    options: extra.options ?? [],
  };
}

/** The configurable follows the simple products; its two children and a bundle come after it. */
function configurableId(simpleCount: number): number {
  return simpleCount + 1;
}

/** `simpleCount` visible simple products plus one configurable (two children) and one bundle. */
function testProducts(simpleCount: number): TestProduct[] {
  const simples = Array.from({ length: simpleCount }, (_, index) => {
    const id = index + 1;
    const clothing = index % 2 === 0;
    return product(
      id,
      'simple',
      4.95 + (index % 9) * 7.5,
      clothing ? 'standard' : 'reduced',
      clothing ? [10, 11] : [12],
      {
        options: clothing ? [index % 4 === 0 ? 101 : 102, 301] : [],
      },
    );
  });
  const base = configurableId(simpleCount);
  return [
    ...simples,
    product(base, 'configurable', 89.95, 'standard', [10, 11], { childIds: [base + 1, base + 2] }),
    product(base + 1, 'simple', 89.95, 'standard', [], { visible: false, options: [101, 201] }),
    product(base + 2, 'simple', 94.95, 'standard', [], { visible: false, options: [102, 202] }),
    product(base + 3, 'bundle', 49.95, 'reduced', [12]),
  ];
}

/** Inserts the test catalogue's rows and returns what the catalogue seed would hand over. */
export async function seedTestCatalog(db: Queryable, simpleCount = 12): Promise<CatalogSeedResult> {
  const products = testProducts(simpleCount);
  await insertRows(
    db,
    'category',
    ['id', 'parent_id', 'path', 'level', 'created_at'],
    CATEGORIES.map((category) => [
      category.id,
      category.parent,
      category.path,
      category.level,
      '2024-01-01T00:00:00Z',
    ]),
  );
  await insertRows(
    db,
    'category_store',
    ['category_id', 'store_code', 'name', 'url_key', 'url_path'],
    CATEGORIES.flatMap((category) =>
      STORE_CODES.map((store) => {
        const key = `${category.name.toLowerCase()}-${store}`;
        return [category.id, store, `${category.name} ${store}`, key, key];
      }),
    ),
  );
  await insertRows(
    db,
    'attribute',
    ['code', 'frontend_input', 'is_filterable'],
    ['color', 'size', 'merk'].map((code) => [code, 'select', true]),
  );
  await insertRows(
    db,
    'attribute_store',
    ['attribute_code', 'store_code', 'label'],
    ['color', 'size', 'merk'].flatMap((code) =>
      STORE_CODES.map((store) => [code, store, `${code} ${store}`]),
    ),
  );
  await insertRows(
    db,
    'attribute_option',
    ['id', 'attribute_code', 'position'],
    OPTIONS.map((option) => [option.id, option.attribute, option.id % 100]),
  );
  await insertRows(
    db,
    'attribute_option_store',
    ['option_id', 'store_code', 'label'],
    OPTIONS.flatMap((option) => STORE_CODES.map((store, index) => [option.id, store, option.label[index]])),
  );
  await insertRows(
    db,
    'product',
    ['id', 'sku', 'type_id', 'visibility', 'price', 'tax_class', 'stock_qty', 'created_at', 'updated_at'],
    products.map((p) => [
      p.id,
      p.sku,
      p.typeId,
      p.visibility,
      p.price,
      p.taxClass,
      p.id % 5 === 0 ? 0 : 10,
      '2024-01-01T00:00:00Z',
      '2024-01-01T00:00:00Z',
    ]),
  );
  await insertRows(
    db,
    'product_store',
    ['product_id', 'store_code', 'name', 'url_key'],
    products.flatMap((p) => STORE_CODES.map((store) => [p.id, store, p.name[store], p.urlKey[store]])),
  );
  await insertRows(
    db,
    'category_product',
    ['category_id', 'product_id'],
    products.flatMap((p) => p.categoryIds.map((categoryId) => [categoryId, p.id])),
  );
  await insertRows(
    db,
    'product_attribute_option',
    ['product_id', 'attribute_code', 'option_id'],
    products.flatMap((p) =>
      p.options.map((optionId) => [
        p.id,
        OPTIONS.find((option) => option.id === optionId)?.attribute,
        optionId,
      ]),
    ),
  );
  await insertRows(
    db,
    'product_configurable_attribute',
    ['product_id', 'attribute_code', 'position'],
    [
      [configurableId(simpleCount), 'color', 0],
      [configurableId(simpleCount), 'size', 1],
    ],
  );
  await insertRows(
    db,
    'product_relation',
    ['parent_id', 'child_id', 'kind', 'position'],
    [
      [configurableId(simpleCount), configurableId(simpleCount) + 1, 'configurable', 0],
      [configurableId(simpleCount), configurableId(simpleCount) + 2, 'configurable', 1],
    ],
  );
  return {
    products: products.map(({ visibility: _visibility, options: _options, ...seeded }) => seeded),
    categoryIds: CATEGORIES.map((category) => category.id),
  };
}

import { Kind, parse } from 'graphql';
import type { Queryable } from '../../db/database.js';

/** A select attribute shoppers filter by (layered navigation), as the database defines it. */
export interface FilterableAttribute {
  code: string;
  position: number;
  swatchType: 'color' | 'image' | 'text' | null;
}

/** How long the attribute definitions are kept; they change only with a deploy or a seed. */
const CACHE_MILLISECONDS = 60_000;

const cache = new WeakMap<Queryable, { loadedAt: number; attributes: Promise<FilterableAttribute[]> }>();

/**
 * The filterable select attributes (`merk`, `color`, `fkv_maten` …), in navigation order. Read
 * once a minute per database, so a request pays no statement for them.
 */
export function filterableAttributes(db: Queryable): Promise<FilterableAttribute[]> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < CACHE_MILLISECONDS) return cached.attributes;
  const attributes = db
    .query<{ code: string; position: number; swatch_type: FilterableAttribute['swatchType'] }>(
      `SELECT code, position, swatch_type FROM attribute
        WHERE is_filterable AND frontend_input IN ('select', 'multiselect')
        ORDER BY position, code`,
    )
    .then((rows) =>
      rows.map((row) => ({ code: row.code, position: Number(row.position), swatchType: row.swatch_type })),
    );
  attributes.catch(() => cache.delete(db));
  cache.set(db, { loadedAt: Date.now(), attributes });
  return attributes;
}

/**
 * The attribute that holds a product's brand: `merk` unless BRAND_ATTRIBUTE_CODE names another
 * filterable select attribute. Brand pages and brand aggregations read it.
 */
export function brandAttributeCode(env: NodeJS.ProcessEnv = process.env): string {
  const code = env.BRAND_ATTRIBUTE_CODE?.trim();
  return code || 'merk';
}

/**
 * SDL that adds the filterable attributes schema/catalog.graphql does not list yet (created in
 * the database after the deploy, or a BRAND_ATTRIBUTE_CODE other than `merk`) to
 * `ProductAttributeFilterInput`, like Magento builds that input from its attributes. Read when the
 * server starts; an attribute added later needs a restart. Codes that are not GraphQL names are
 * left out.
 */
export async function filterAttributeTypeDefs(db: Queryable, typeDefs: readonly string[]): Promise<string[]> {
  const declared = new Set<string>();
  for (const source of typeDefs) {
    for (const definition of parse(source).definitions) {
      if (
        (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
          definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) &&
        definition.name.value === 'ProductAttributeFilterInput'
      ) {
        for (const field of definition.fields ?? []) declared.add(field.name.value);
      }
    }
  }
  const missing = (await filterableAttributes(db))
    .map((attribute) => attribute.code)
    .filter((code) => !declared.has(code) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(code));
  if (missing.length === 0) return [];
  return [
    `extend input ProductAttributeFilterInput {\n${missing.map((code) => `  "Attribute: ${code}."\n  ${code}: FilterEqualTypeInput`).join('\n')}\n}`,
  ];
}

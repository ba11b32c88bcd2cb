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

import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';

/** The steps of the part finder, in the order a shopper takes them. */
const STEPS = ['type', 'brand', 'model', 'year', 'cilinder'] as const;
type Step = (typeof STEPS)[number];

/** A selection so far: the id chosen at each step (docs/BEHAVIOUR.md#data "Parts-finder selection"). */
export type PartfinderSelection = Partial<Record<`${Step}_id`, number | null | undefined>>;

export interface PartfinderOption {
  id: number;
  label: string;
  productCount: number;
}

export type PartfinderOptions = Record<`${Step}s`, PartfinderOption[]>;

/** Table alias per step; every query joins the whole chain from type down to cilinder. */
const ALIAS: Record<Step, string> = { type: 't', brand: 'b', model: 'm', year: 'y', cilinder: 'c' };

const CHAIN = `
  FROM partfinder_type t
  JOIN partfinder_brand b ON b.type_id = t.id
  JOIN partfinder_model m ON m.brand_id = b.id
  JOIN partfinder_year y ON y.model_id = m.id
  JOIN partfinder_cilinder c ON c.year_id = y.id
  JOIN partfinder_product pp ON pp.cilinder_id = c.id`;

/** Products the store view lists (as the catalogue listing shows them). */
const LISTED_PRODUCT = `
  JOIN product p ON p.id = pp.product_id AND p.is_enabled AND p.visibility IN (2, 4)
  JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1`;

/** What each step's list shows, in the store view's language where the data has one. */
const LABEL: Record<Step, { select: string; join: string; order: string }> = {
  type: {
    select: 'coalesce(ts.name, t.code)',
    join: 'LEFT JOIN partfinder_type_store ts ON ts.type_id = t.id AND ts.store_code = $1',
    order: 't.position',
  },
  brand: { select: 'b.name', join: '', order: 'b.position' },
  model: { select: 'm.name', join: '', order: 'm.position' },
  year: { select: 'y.year::text', join: '', order: 'y.position' },
  cilinder: {
    select: 'coalesce(cs.name, c.name)',
    join: 'LEFT JOIN partfinder_cilinder_store cs ON cs.cilinder_id = c.id AND cs.store_code = $1',
    order: 'c.position',
  },
};

function chosen(selection: PartfinderSelection, step: Step): number | undefined {
  const value = selection[`${step}_id`];
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value)) throw inputError(`partFilters.${step}_id must be a whole number`);
  return value;
}

/** SQL conditions that keep rows of the chain matching every chosen step before `until`. */
function selectionConditions(
  selection: PartfinderSelection,
  params: unknown[],
  until: number = STEPS.length,
) {
  const conditions: string[] = [];
  for (const step of STEPS.slice(0, until)) {
    const id = chosen(selection, step);
    if (id === undefined) continue;
    params.push(id);
    conditions.push(`${ALIAS[step]}.id = $${params.length}`);
  }
  return conditions;
}

/**
 * The choices of every step the selection has reached: types always, then the list after each
 * chosen step. Only choices consistent with the steps chosen before them and with at least one
 * listed product are offered. One statement per list.
 */
export async function partfinderOptions(
  db: Queryable,
  storeCode: string,
  selection: PartfinderSelection,
): Promise<PartfinderOptions> {
  const lists = await Promise.all(
    STEPS.map(async (step, index) => {
      const previous = STEPS[index - 1];
      if (previous && chosen(selection, previous) === undefined) return [];
      const params: unknown[] = [storeCode];
      const conditions = selectionConditions(selection, params, index);
      const alias = ALIAS[step];
      const label = LABEL[step];
      const rows = await db.query<{ id: number; label: string; product_count: number }>(
        `SELECT ${alias}.id, ${label.select} AS label, count(DISTINCT p.id)::int AS product_count
           ${CHAIN} ${LISTED_PRODUCT} ${label.join}
          ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
          GROUP BY ${alias}.id, ${label.select}, ${label.order}
          ORDER BY ${label.order}, ${alias}.id`,
        params,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        label: String(row.label),
        productCount: Number(row.product_count),
      }));
    }),
  );
  return {
    types: lists[0] ?? [],
    brands: lists[1] ?? [],
    models: lists[2] ?? [],
    years: lists[3] ?? [],
    cilinders: lists[4] ?? [],
  };
}

/**
 * Ids of the products that fit the selection: those linked to the chosen engine, or to any engine
 * below the most specific step chosen. Steps that do not belong together match nothing.
 */
export async function partfinderProductIds(db: Queryable, selection: PartfinderSelection): Promise<number[]> {
  const params: unknown[] = [];
  const conditions = selectionConditions(selection, params);
  if (conditions.length === 0) {
    throw inputError(
      'partFilters must choose at least one of type_id, brand_id, model_id, year_id, cilinder_id',
      { argument: 'partFilters' },
    );
  }
  const rows = await db.query<{ product_id: number }>(
    `SELECT DISTINCT pp.product_id ${CHAIN} WHERE ${conditions.join(' AND ')}`,
    params,
  );
  return rows.map((row) => Number(row.product_id));
}

// SQL for the product detail fields (docs/BEHAVIOUR.md#data Product) beyond the listing row. Every function
// takes the ids of ALL products a request asks about and answers them with one statement, so
// the DataLoaders in loaders.ts keep the number of statements independent of the page size.
import type { Queryable } from '../../db/database.js';

type Row = Record<string, unknown>;

/** Per-product facts and store-view texts of the product page: one row per product. */
export interface ProductDetail {
  id: number;
  shortDescription: string | null;
  description: string | null;
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
  /** 'YYYY-MM-DD HH:MM:SS' (UTC), as Magento answers dates. */
  createdAt: string;
  updatedAt: string;
  newFromDate: string | null;
  newToDate: string | null;
  specialPrice: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
  manufacturerPrice: number | null;
  weight: number | null;
  stockQty: number;
  manageStock: boolean;
  stockDisplayLimit: number | null;
  unit: string | null;
  isFlooringProduct: boolean;
  inhalt: number | null;
  verkaufseinheit: string | null;
  grundeinheit: string | null;
  showSizeTable: boolean;
  sizeChartId: number | null;
  /** Today lies within new_from_date … new_to_date (one of them set). */
  isNew: boolean;
  /** Labels the shop assigned to the product by hand (product_label_product). */
  manualLabelIds: number[];
  deliveryTime: DeliveryTimeRow | null;
  /** Only while the promotion runs today. */
  cashback: CashbackRow | null;
}

export interface DeliveryTimeRow {
  color: string;
  icon: string | null;
  priority: number;
  short: string | null;
  long: string | null;
}

export interface CashbackRow {
  amount: number;
  description: string | null;
  startDate: string;
  endDate: string;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Magento's date-time format, from a timestamptz column in UTC. */
const dateTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
/** A date column as 'YYYY-MM-DD' text: the pg driver would turn a date into a local-time Date. */
const date = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

export async function loadProductDetails(
  db: Queryable,
  storeCode: string,
  ids: readonly number[],
): Promise<Map<number, ProductDetail>> {
  const rows = await db.query<Row>(
    `SELECT p.id, ps.short_description, ps.description, ps.meta_title, ps.meta_keywords, ps.meta_description,
            ${dateTime('p.created_at')} AS created_at, ${dateTime('p.updated_at')} AS updated_at,
            ${date('p.new_from_date')} AS new_from_date, ${date('p.new_to_date')} AS new_to_date,
            p.special_price::float8 AS special_price,
            ${date('p.special_from_date')} AS special_from_date, ${date('p.special_to_date')} AS special_to_date,
            p.manufacturer_price::float8 AS manufacturer_price, p.weight::float8 AS weight,
            p.stock_qty, p.manage_stock, p.stock_display_limit, p.unit, p.is_flooring_product,
            p.inhalt::float8 AS inhalt, p.verkaufseinheit, p.grundeinheit, p.show_size_table, p.size_chart_id,
            (p.new_from_date IS NOT NULL OR p.new_to_date IS NOT NULL)
              AND (p.new_from_date IS NULL OR p.new_from_date <= current_date)
              AND (p.new_to_date IS NULL OR p.new_to_date >= current_date) AS is_new,
            ARRAY(SELECT lp.label_id FROM product_label_product lp WHERE lp.product_id = p.id) AS manual_label_ids,
            d.color AS delivery_color, d.icon AS delivery_icon, d.priority AS delivery_priority,
            ds.short_text AS delivery_short, ds.long_text AS delivery_long,
            cb.amount::float8 AS cashback_amount, ${date('cb.start_date')} AS cashback_start,
            ${date('cb.end_date')} AS cashback_end, cbs.description AS cashback_description
       FROM product p
       JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
       LEFT JOIN delivery_time d ON d.id = p.delivery_time_id
       LEFT JOIN delivery_time_store ds ON ds.delivery_time_id = d.id AND ds.store_code = $1
       LEFT JOIN product_cashback cb
              ON cb.product_id = p.id AND cb.start_date <= current_date AND cb.end_date >= current_date
       LEFT JOIN product_cashback_store cbs ON cbs.product_id = cb.product_id AND cbs.store_code = $1
      WHERE p.id = ANY($2::int[])`,
    [storeCode, [...ids]],
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        shortDescription: text(row.short_description),
        description: text(row.description),
        metaTitle: text(row.meta_title),
        metaKeywords: text(row.meta_keywords),
        metaDescription: text(row.meta_description),
        createdAt: String(row.created_at),
        updatedAt: String(row.updated_at),
        newFromDate: text(row.new_from_date),
        newToDate: text(row.new_to_date),
        specialPrice: number(row.special_price),
        specialFromDate: text(row.special_from_date),
        specialToDate: text(row.special_to_date),
        manufacturerPrice: number(row.manufacturer_price),
        weight: number(row.weight),
        stockQty: Number(row.stock_qty),
        manageStock: row.manage_stock === true,
        stockDisplayLimit: number(row.stock_display_limit),
        unit: text(row.unit),
        isFlooringProduct: row.is_flooring_product === true,
        inhalt: number(row.inhalt),
        verkaufseinheit: text(row.verkaufseinheit),
        grundeinheit: text(row.grundeinheit),
        showSizeTable: row.show_size_table === true,
        sizeChartId: number(row.size_chart_id),
        isNew: row.is_new === true,
        manualLabelIds: ((row.manual_label_ids as unknown[] | null) ?? []).map(Number),
        deliveryTime:
          row.delivery_color === null || row.delivery_color === undefined
            ? null
            : {
                color: String(row.delivery_color),
                icon: text(row.delivery_icon),
                priority: Number(row.delivery_priority),
                short: text(row.delivery_short),
                long: text(row.delivery_long),
              },
        cashback:
          row.cashback_amount === null || row.cashback_amount === undefined
            ? null
            : {
                amount: Number(row.cashback_amount),
                description: text(row.cashback_description),
                startDate: String(row.cashback_start),
                endDate: String(row.cashback_end),
              },
      },
    ]),
  );
}

export interface LabelDefinition {
  id: number;
  code: string;
  kind: 'manual' | 'sale' | 'new';
  text: string;
  backgroundColor: string;
  textColor: string;
  position: number;
}

/** Every product label with its text in the store view (a handful of rows, read once a request). */
export async function loadLabelDefinitions(db: Queryable, storeCode: string): Promise<LabelDefinition[]> {
  const rows = await db.query<Row>(
    `SELECT l.id, l.code, l.kind, l.background_color, l.text_color, l.position, ls.text
       FROM product_label l JOIN product_label_store ls ON ls.label_id = l.id AND ls.store_code = $1
      ORDER BY l.position, l.id`,
    [storeCode],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    kind: row.kind as LabelDefinition['kind'],
    text: String(row.text),
    backgroundColor: String(row.background_color),
    textColor: String(row.text_color),
    position: Number(row.position),
  }));
}

export interface MediaRow {
  file: string;
  label: string;
  position: number;
}

/**
 * Enabled images by position. A label that is just the product's name (in any store view)
 * follows the request's store view, so alt texts are never in another language.
 */
export async function loadMedia(
  db: Queryable,
  storeCode: string,
  ids: readonly number[],
): Promise<Map<number, MediaRow[]>> {
  const rows = await db.query<Row>(
    `SELECT m.product_id, m.file, m.position,
            CASE WHEN m.label IS NULL OR m.label = ''
                   OR EXISTS (SELECT 1 FROM product_store x WHERE x.product_id = m.product_id AND x.name = m.label)
                 THEN ps.name ELSE m.label END AS label
       FROM product_media m
       JOIN product_store ps ON ps.product_id = m.product_id AND ps.store_code = $1
      WHERE m.product_id = ANY($2::int[]) AND NOT m.disabled AND m.media_type = 'image'
      ORDER BY m.product_id, m.position, m.id`,
    [storeCode, [...ids]],
  );
  return groupBy(rows, (row) => ({
    file: String(row.file),
    label: String(row.label),
    position: Number(row.position),
  }));
}

export interface StoreStockRow {
  pickupLocationCode: string;
  storeName: string;
  /** Capped at the product's stock display limit. */
  qty: number;
}

/** Stock per active pickup location; a configurable product sums its enabled variants. */
export async function loadStoreAvailability(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, StoreStockRow[]>> {
  const rows = await db.query<Row>(
    `SELECT x.product_id, s.pickup_location_code, l.name,
            LEAST(sum(s.qty), min(p.stock_display_limit))::int AS qty
       FROM (
         SELECT id AS product_id, id AS source_id FROM product WHERE id = ANY($1::int[])
         UNION ALL
         SELECT r.parent_id, r.child_id
           FROM product_relation r JOIN product c ON c.id = r.child_id AND c.is_enabled
          WHERE r.parent_id = ANY($1::int[]) AND r.kind = 'configurable'
       ) x
       JOIN product p ON p.id = x.product_id
       JOIN product_store_stock s ON s.product_id = x.source_id
       JOIN pickup_location l ON l.pickup_location_code = s.pickup_location_code AND l.is_active
      GROUP BY x.product_id, s.pickup_location_code, l.name, l.sort_order
      ORDER BY x.product_id, l.sort_order, l.name`,
    [[...ids]],
  );
  return groupBy(rows, (row) => ({
    pickupLocationCode: String(row.pickup_location_code),
    storeName: String(row.name),
    qty: Number(row.qty),
  }));
}

export interface SalesData {
  lastOrderDate: string | null;
  orders: number;
  qtyOrdered: number;
}

/** Orders holding each product, left out canceled and fraud orders; dates in the store's time zone. */
export async function loadSalesData(
  db: Queryable,
  timezone: string,
  ids: readonly number[],
): Promise<Map<number, SalesData>> {
  const rows = await db.query<Row>(
    `SELECT i.product_id, count(DISTINCT i.order_id)::int AS orders,
            sum(i.qty_ordered - i.qty_canceled)::float8 AS qty_ordered,
            to_char(max(o.created_at) AT TIME ZONE $2, 'YYYY-MM-DD') AS last_order_date
       FROM sales_order_item i
       JOIN sales_order o ON o.id = i.order_id AND o.status NOT IN ('canceled', 'fraud')
      WHERE i.product_id = ANY($1::int[])
      GROUP BY i.product_id`,
    [[...ids], timezone],
  );
  return new Map(
    rows.map((row) => [
      Number(row.product_id),
      {
        lastOrderDate: text(row.last_order_date),
        orders: Number(row.orders),
        qtyOrdered: Number(row.qty_ordered),
      },
    ]),
  );
}

export interface AttributeValueRow {
  code: string;
  label: string;
  position: number;
  isFilterable: boolean;
  isVisibleOnFront: boolean;
  /** Option values (select, multiselect) */
  optionId: number | null;
  /** The option's label or the text value, in the store view. */
  value: string;
}

/**
 * The attribute values of each product that the product page shows (visible on front) or that
 * filters match (filterable): option values with their labels, and text values, in one statement.
 */
export async function loadAttributeValues(
  db: Queryable,
  storeCode: string,
  ids: readonly number[],
): Promise<Map<number, AttributeValueRow[]>> {
  const rows = await db.query<Row>(
    `SELECT * FROM (
       SELECT v.product_id, a.code, coalesce(s.label, a.code) AS label, a.position, a.is_filterable,
              a.is_visible_on_front, o.id AS option_id, o.position AS option_position,
              coalesce(os.label, o.id::text) AS value
         FROM product_attribute_option v
         JOIN attribute a ON a.code = v.attribute_code AND (a.is_filterable OR a.is_visible_on_front)
         LEFT JOIN attribute_store s ON s.attribute_code = a.code AND s.store_code = $1
         JOIN attribute_option o ON o.id = v.option_id
         LEFT JOIN attribute_option_store os ON os.option_id = o.id AND os.store_code = $1
        WHERE v.product_id = ANY($2::int[])
       UNION ALL
       SELECT t.product_id, a.code, coalesce(s.label, a.code), a.position, false, true, NULL, 0, t.value
         FROM product_attribute_text t
         JOIN attribute a ON a.code = t.attribute_code AND a.is_visible_on_front
         LEFT JOIN attribute_store s ON s.attribute_code = a.code AND s.store_code = $1
        WHERE t.product_id = ANY($2::int[]) AND t.store_code = $1
     ) v
     ORDER BY product_id, position, code, option_position, option_id`,
    [storeCode, [...ids]],
  );
  return groupBy(rows, (row) => ({
    code: String(row.code),
    label: String(row.label),
    position: Number(row.position),
    isFilterable: row.is_filterable === true,
    isVisibleOnFront: row.is_visible_on_front === true,
    optionId: number(row.option_id),
    value: String(row.value),
  }));
}

export type LinkType = 'related' | 'upsell' | 'crosssell';

/** Linked products that a shopper may see (enabled, visible), in link position order. */
export async function loadLinks(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, Record<LinkType, number[]>>> {
  const rows = await db.query<{ product_id: number; link_type: LinkType; linked_product_id: number }>(
    `SELECT l.product_id, l.link_type, l.linked_product_id
       FROM product_link l
       JOIN product c ON c.id = l.linked_product_id AND c.is_enabled AND c.visibility <> 1
      WHERE l.product_id = ANY($1::int[])
      ORDER BY l.product_id, l.link_type, l.position, l.linked_product_id`,
    [[...ids]],
  );
  const links = new Map<number, Record<LinkType, number[]>>();
  for (const row of rows) {
    const id = Number(row.product_id);
    let entry = links.get(id);
    if (!entry) {
      entry = { related: [], upsell: [], crosssell: [] };
      links.set(id, entry);
    }
    entry[row.link_type].push(Number(row.linked_product_id));
  }
  return links;
}

export interface SizeChartRow {
  id: number;
  code: string;
  attributeCode: string;
  title: string | null;
  description: string | null;
  sizes: SizeChartSizeRow[];
}

export interface SizeChartSizeRow {
  optionId: number;
  position: number;
  sizeLabel: string | null;
  measuresLabel: string | null;
  measures: { code: MeasureCode; from: number | null; to: number | null }[];
}

export type MeasureCode = 'chest' | 'waist' | 'hip' | 'height';
const MEASURES: readonly MeasureCode[] = ['chest', 'waist', 'hip', 'height'];

export async function loadSizeCharts(
  db: Queryable,
  storeCode: string,
  ids: readonly number[],
): Promise<Map<number, SizeChartRow>> {
  const rows = await db.query<Row>(
    `SELECT sc.id, sc.code, sc.attribute_code, scs.title, scs.description,
            sz.option_id, sz.position, os.label AS size_label, szs.label AS measures_label,
            sz.chest_from, sz.chest_to, sz.waist_from, sz.waist_to, sz.hip_from, sz.hip_to,
            sz.height_from, sz.height_to
       FROM size_chart sc
       LEFT JOIN size_chart_store scs ON scs.size_chart_id = sc.id AND scs.store_code = $1
       LEFT JOIN size_chart_size sz ON sz.size_chart_id = sc.id
       LEFT JOIN size_chart_size_store szs
              ON szs.size_chart_id = sz.size_chart_id AND szs.option_id = sz.option_id AND szs.store_code = $1
       LEFT JOIN attribute_option_store os ON os.option_id = sz.option_id AND os.store_code = $1
      WHERE sc.id = ANY($2::int[])
      ORDER BY sc.id, sz.position, sz.option_id`,
    [storeCode, [...ids]],
  );
  const charts = new Map<number, SizeChartRow>();
  for (const row of rows) {
    const id = Number(row.id);
    let chart = charts.get(id);
    if (!chart) {
      chart = {
        id,
        code: String(row.code),
        attributeCode: String(row.attribute_code),
        title: text(row.title),
        description: text(row.description),
        sizes: [],
      };
      charts.set(id, chart);
    }
    if (row.option_id === null || row.option_id === undefined) continue;
    chart.sizes.push({
      optionId: Number(row.option_id),
      position: Number(row.position),
      sizeLabel: text(row.size_label),
      measuresLabel: text(row.measures_label),
      measures: MEASURES.filter((code) => row[`${code}_from`] !== null || row[`${code}_to`] !== null).map(
        (code) => ({ code, from: number(row[`${code}_from`]), to: number(row[`${code}_to`]) }),
      ),
    });
  }
  return charts;
}

/** Rows grouped by their product_id (or parent_id), each mapped; order kept. */
export function groupBy<T>(
  rows: Row[],
  map: (row: Row) => T,
  key: (row: Row) => number = (row) => Number(row.product_id),
): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(map(row));
    else groups.set(id, [map(row)]);
  }
  return groups;
}

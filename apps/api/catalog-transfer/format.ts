// Magento 2.4's product CSV (System → Data Transfer): the columns this shop reads and writes and
// how their values are spelt. Facts of the format only; what each column does to the shop is in
// docs/IMPORT.md.

/** Columns in the order Magento's exporter writes them (the ones this shop keeps). */
export const COLUMNS = [
  'sku',
  'store_view_code',
  'attribute_set_code',
  'product_type',
  'categories',
  'product_websites',
  'name',
  'description',
  'short_description',
  'weight',
  'product_online',
  'tax_class_name',
  'visibility',
  'price',
  'special_price',
  'special_price_from_date',
  'special_price_to_date',
  'url_key',
  'meta_title',
  'meta_keywords',
  'meta_description',
  'base_image',
  'base_image_label',
  'small_image',
  'small_image_label',
  'thumbnail_image',
  'thumbnail_image_label',
  'additional_attributes',
  'qty',
  'is_in_stock',
  'related_skus',
  'crosssell_skus',
  'upsell_skus',
  'additional_images',
  'additional_image_labels',
  'configurable_variations',
  'configurable_variation_labels',
  'bundle_price_type',
  'bundle_sku_type',
  'bundle_values',
  'associated_skus',
] as const;

export type Column = (typeof COLUMNS)[number];

/** Texts a store-view row may override. */
export const TEXT_COLUMNS = [
  'name',
  'description',
  'short_description',
  'url_key',
  'meta_title',
  'meta_keywords',
  'meta_description',
] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/** Magento's "clear this value" marker; an empty cell leaves the stored value alone. */
export const EMPTY_VALUE = '__EMPTY__VALUE__';

export const VISIBILITY: Record<string, number> = {
  'not visible individually': 1,
  catalog: 2,
  search: 3,
  'catalog, search': 4,
};
export const VISIBILITY_NAMES = ['', 'Not Visible Individually', 'Catalog', 'Search', 'Catalog, Search'];

/** Magento's tax class names for ours; the import also takes our own names. */
export const TAX_CLASS_NAMES = { standard: 'Taxable Goods', reduced: 'Reduced Rate' } as const;

export const PRODUCT_TYPES = ['simple', 'virtual', 'configurable', 'bundle', 'grouped'] as const;

export const BUNDLE_OPTION_TYPES = ['select', 'radio', 'checkbox', 'multi'] as const;

/** Link columns and the link type each fills. */
export const LINK_COLUMNS = {
  related_skus: 'related',
  crosssell_skus: 'crosssell',
  upsell_skus: 'upsell',
} as const;

/** Levels below the root a category path may name (the menu shows three). */
export const MAX_CATEGORY_DEPTH = 5;

/** Magento's name of the store views' root in category paths. */
export const DEFAULT_ROOT_NAME = 'Default Category';

/**
 * `a=1,b="x, y"` into pairs: a value with a separator, '=' or '"' is in double quotes, a quote in
 * it doubled, as Magento writes additional_attributes.
 */
export function parsePairs(text: string, separator = ','): [string, string][] | string {
  const pairs: [string, string][] = [];
  let at = 0;
  while (at < text.length) {
    const equals = text.indexOf('=', at);
    const next = text.indexOf(separator, at);
    if (equals < 0 || (next >= 0 && next < equals)) {
      const part = text.slice(at, next < 0 ? undefined : next);
      if (part.trim() === '') {
        at = next < 0 ? text.length : next + 1;
        continue;
      }
      return `"${part}" is not code=value`;
    }
    const code = text.slice(at, equals).trim();
    let value: string;
    let end: number;
    if (text[equals + 1] === '"') {
      value = '';
      end = equals + 2;
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) return `the quoted value of "${code}" does not end`;
        value += text.slice(end, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          end = quote + 2;
        } else {
          end = quote + 1;
          break;
        }
      }
    } else {
      const stop = text.indexOf(separator, equals);
      end = stop < 0 ? text.length : stop;
      value = text.slice(equals + 1, end).trim();
    }
    if (!code) return `"${text.slice(at, end)}" is not code=value`;
    pairs.push([code, value]);
    at = end + 1;
  }
  return pairs;
}

/** A value for parsePairs' format: quoted when it holds a separator, '=' or '"'. */
export function pairValue(value: string): string {
  return /[,|="]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A date as Magento writes it (m/d/y, m/d/yy) or ISO (yyyy-mm-dd); ISO out, or undefined. */
export function parseDate(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:]+)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:,? [\d:]+(?: [AP]M)?)?$/.exec(text);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) {
    [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
    if (year < 100) year += 2000;
  } else return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A decimal number as the CSV writes it ("12.5", "12.5000"); undefined when it is none. */
export function parseNumber(text: string): number | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** A list joined by `separator`, an item holding it or '"' in double quotes (image labels). */
export function joinList(items: string[], separator = ','): string {
  return items
    .map((item) => (item.includes(separator) || item.includes('"') ? `"${item.replace(/"/g, '""')}"` : item))
    .join(separator);
}

/** The items of joinList's text. */
export function splitList(text: string, separator = ','): string[] {
  const items: string[] = [];
  let at = 0;
  while (at <= text.length) {
    if (text[at] === '"') {
      let item = '';
      let end = at + 1;
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) {
          item += text.slice(end);
          end = text.length;
          break;
        }
        item += text.slice(end, quote);
        if (text[quote + 1] === '"') {
          item += '"';
          end = quote + 2;
        } else {
          end = quote + 1;
          break;
        }
      }
      items.push(item);
      at = text.indexOf(separator, end) < 0 ? text.length + 1 : text.indexOf(separator, end) + 1;
    } else {
      const stop = text.indexOf(separator, at);
      items.push(text.slice(at, stop < 0 ? undefined : stop));
      at = stop < 0 ? text.length + 1 : stop + 1;
    }
  }
  return items;
}

/** The value of `key` in `map`, first set to `create()` when it has none. */
export function getOrAdd<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

// Reads the CSV's rows into one plan per sku and finds every row error before anything is written.
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import {
  BUNDLE_OPTION_TYPES,
  COLUMNS,
  EMPTY_VALUE,
  getOrAdd,
  LINK_COLUMNS,
  MAX_CATEGORY_DEPTH,
  PRODUCT_TYPES,
  parseDate,
  parseNumber,
  parsePairs,
  splitList,
  TAX_CLASS_NAMES,
  TEXT_COLUMNS,
  type TextColumn,
  VISIBILITY,
} from './format.js';
import type { ShopState } from './shop-state.js';

export type Behavior = 'append' | 'replace' | 'delete';

export interface RowError {
  line: number;
  column: string;
  reason: string;
}

export interface CsvRow {
  line: number;
  values: Record<string, string>;
  /** How many values the row has (the header names how many it should). */
  width: number;
}

export type LinkType = (typeof LINK_COLUMNS)[keyof typeof LINK_COLUMNS];

/** Product columns a row sets; a key that is absent leaves the stored value alone. */
export interface ProductFields {
  type_id?: string;
  visibility?: number;
  is_enabled?: boolean;
  price?: number;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  tax_class?: string;
  weight?: number | null;
  stock_qty?: number;
}

export interface BundleOptionPlan {
  title: string;
  type: string;
  required: boolean;
  selections: { sku: string; qty: number; isDefault: boolean; canChangeQty: boolean }[];
}

export interface ProductPlan {
  sku: string;
  /** Lines of the product's rows: its global row first where it has one. */
  lines: number[];
  existingId?: number;
  fields: ProductFields;
  /** Texts by store view code; '' holds the global row's. null clears a text. */
  texts: Map<string, Partial<Record<TextColumn, string | null>>>;
  /** Category paths below the root, names joined by '/'. */
  categories?: string[];
  images?: { file: string; label: string | null }[];
  /** Values of select and multiselect attributes (labels), and of text attributes by store view. */
  options: Map<string, string[]>;
  attributeTexts: Map<string, Map<string, string>>;
  configurable?: { attributes: string[]; children: { sku: string; values: Map<string, string> }[] };
  variationLabels: Map<string, string>;
  bundle?: BundleOptionPlan[];
  grouped?: { sku: string; qty: number }[];
  links: Map<LinkType, string[]>;
}

export interface PlanOptions {
  behavior: Behavior;
  imagesDir?: string;
  mediaDir: string;
}

export interface Plans {
  plans: Map<string, ProductPlan>;
  errors: RowError[];
  unknownColumns: string[];
  /** Attribute codes the file names that the shop lacks, with the input type they get. */
  newAttributes: Map<string, 'select' | 'text'>;
}

const KNOWN = new Set<string>(COLUMNS);
const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,59}$/;

/** Checks every row against the format and the shop; plans what the valid ones change. */
export function planImport(header: string[], rows: CsvRow[], shop: ShopState, options: PlanOptions): Plans {
  const errors: RowError[] = [];
  const plans = new Map<string, ProductPlan>();
  const newAttributes = new Map<string, 'select' | 'text'>();
  const unknownColumns = header.filter((column) => !KNOWN.has(column));
  const fail = (line: number, column: string, reason: string) => errors.push({ line, column, reason });
  const isFile = fileCheck();
  if (!header.includes('sku')) {
    fail(1, 'sku', 'the file has no sku column');
    return { plans, errors, unknownColumns, newAttributes };
  }

  // Attributes the file's variations choose by are select attributes wherever the file names them.
  for (const row of rows)
    for (const part of (row.values.configurable_variations ?? '').split('|')) {
      const pairs = parsePairs(part);
      if (typeof pairs !== 'string')
        for (const [code] of pairs)
          if (code !== 'sku' && code !== 'display' && ATTRIBUTE_CODE.test(code) && !shop.attributes.has(code))
            newAttributes.set(code, 'select');
    }
  // A row with too few or too many values is not read further: its values may be in the wrong columns.
  const whole = rows.filter((row) => {
    if (row.width < header.length)
      fail(row.line, header[row.width] as string, 'the row ends before this column');
    else if (row.width > header.length)
      fail(row.line, `${header.length + 1}`, `the row has ${row.width} values for ${header.length} columns`);
    return row.width === header.length;
  });
  const globalRows = whole.filter((row) => !row.values.store_view_code);
  const storeRows = whole.filter((row) => row.values.store_view_code);
  for (const row of globalRows) {
    const sku = row.values.sku?.trim() ?? '';
    if (!sku) {
      fail(row.line, 'sku', 'the sku is empty');
      continue;
    }
    if (sku.length > 64) {
      fail(row.line, 'sku', 'the sku is longer than 64 characters');
      continue;
    }
    const earlier = plans.get(sku);
    if (earlier) {
      fail(row.line, 'sku', `the sku is on line ${earlier.lines[0]} already`);
      continue;
    }
    const plan = emptyPlan(sku, row.line, shop.products.get(sku)?.id);
    plans.set(sku, plan);
    if (options.behavior === 'delete') {
      if (plan.existingId === undefined) fail(row.line, 'sku', 'no product of the shop has this sku');
      continue;
    }
    readGlobalRow(row, plan, shop, options, fail, newAttributes, isFile);
  }
  for (const row of storeRows) {
    const sku = row.values.sku?.trim() ?? '';
    const store = row.values.store_view_code as string;
    if (options.behavior === 'delete') continue;
    if (!shop.stores.includes(store)) {
      fail(row.line, 'store_view_code', `the shop has no store view "${store}" (${shop.stores.join(', ')})`);
      continue;
    }
    let plan = plans.get(sku);
    if (!plan) {
      const existing = shop.products.get(sku);
      if (!existing) {
        fail(row.line, 'sku', 'a store view row of a product that is neither in the file nor in the shop');
        continue;
      }
      plan = emptyPlan(sku, row.line, existing.id);
      plans.set(sku, plan);
    } else plan.lines.push(row.line);
    if (plan.texts.has(store)) {
      fail(row.line, 'store_view_code', `a second row of store view "${store}" for this sku`);
      continue;
    }
    plan.texts.set(store, readTexts(row, fail));
    const additional = row.values.additional_attributes;
    if (additional) {
      const pairs = parsePairs(additional);
      if (typeof pairs === 'string') fail(row.line, 'additional_attributes', pairs);
      else {
        for (const [code, value] of pairs) {
          const input = shop.attributes.get(code) ?? newAttributes.get(code);
          if (input === 'select' || input === 'multiselect') continue; // options are global
          if (!ATTRIBUTE_CODE.test(code))
            fail(row.line, 'additional_attributes', `"${code}" is no attribute code`);
          else {
            if (!input) newAttributes.set(code, 'text');
            setAttributeText(plan, code, store, value);
          }
        }
      }
    }
  }
  if (options.behavior !== 'delete') checkProducts(plans, shop, options.behavior, fail);
  return { plans, errors, unknownColumns, newAttributes };
}

function emptyPlan(sku: string, line: number, existingId: number | undefined): ProductPlan {
  return {
    sku,
    lines: [line],
    existingId,
    fields: {},
    texts: new Map(),
    options: new Map(),
    attributeTexts: new Map(),
    variationLabels: new Map(),
    links: new Map(),
  };
}

type Fail = (line: number, column: string, reason: string) => void;

function readTexts(row: CsvRow, fail: Fail): Partial<Record<TextColumn, string | null>> {
  const texts: Partial<Record<TextColumn, string | null>> = {};
  for (const column of TEXT_COLUMNS) {
    const value = row.values[column];
    if (value === undefined || value === '') continue;
    if (value === EMPTY_VALUE) {
      if (column === 'name' || column === 'url_key')
        fail(row.line, column, `the ${column} cannot be cleared`);
      else texts[column] = null;
      continue;
    }
    const limit = column === 'description' ? 65_535 : column === 'short_description' ? 4_000 : 255;
    if (value.length > limit) fail(row.line, column, `longer than ${limit} characters`);
    else if (column === 'url_key' && !/^[a-z0-9][a-z0-9-]*$/.test(value))
      fail(row.line, column, 'a url key holds only small letters, digits and hyphens');
    else texts[column] = value;
  }
  return texts;
}

function setAttributeText(plan: ProductPlan, code: string, store: string, value: string): void {
  getOrAdd(plan.attributeTexts, code, () => new Map()).set(store, value);
}

function readGlobalRow(
  row: CsvRow,
  plan: ProductPlan,
  shop: ShopState,
  options: PlanOptions,
  fail: Fail,
  newAttributes: Map<string, 'select' | 'text'>,
  isFile: (path: string) => boolean,
): void {
  const v = row.values;
  const line = row.line;
  const fields = plan.fields;
  plan.texts.set('', readTexts(row, fail));

  if (v.product_type) {
    if (!(PRODUCT_TYPES as readonly string[]).includes(v.product_type))
      fail(line, 'product_type', `unknown product type "${v.product_type}" (${PRODUCT_TYPES.join(', ')})`);
    else {
      fields.type_id = v.product_type === 'virtual' ? 'simple' : v.product_type;
      if (v.product_type === 'virtual') fields.weight = null;
    }
  }
  const number = (column: string, set: (value: number | null) => void, clearable = false) => {
    const text = v[column];
    if (!text) return;
    if (clearable && text === EMPTY_VALUE) return set(null);
    const value = parseNumber(text);
    if (value === undefined || value < 0 || value >= 1e9)
      fail(line, column, `"${text}" is not a number from 0 to 999999999`);
    else set(value);
  };
  number('price', (value) => {
    fields.price = value as number;
  });
  number(
    'special_price',
    (value) => {
      fields.special_price = value;
    },
    true,
  );
  if (v.product_type !== 'virtual')
    number(
      'weight',
      (value) => {
        fields.weight = value;
      },
      true,
    );
  number('qty', (value) => {
    if (!Number.isInteger(value)) fail(line, 'qty', `"${v.qty}" is not a whole number`);
    else fields.stock_qty = value as number;
  });
  if (v.is_in_stock) {
    if (v.is_in_stock === '0') fields.stock_qty = 0;
    else if (v.is_in_stock !== '1') fail(line, 'is_in_stock', `"${v.is_in_stock}" is neither 1 nor 0`);
  }
  for (const [column, key] of [
    ['special_price_from_date', 'special_from_date'],
    ['special_price_to_date', 'special_to_date'],
  ] as const) {
    const text = v[column];
    if (!text) continue;
    if (text === EMPTY_VALUE) fields[key] = null;
    else {
      const date = parseDate(text);
      if (!date) fail(line, column, `"${text}" is not a date (yyyy-mm-dd or m/d/yy)`);
      else fields[key] = date;
    }
  }
  if (v.product_online) {
    if (v.product_online === '1') fields.is_enabled = true;
    else if (v.product_online === '2' || v.product_online === '0') fields.is_enabled = false;
    else fail(line, 'product_online', `"${v.product_online}" is neither 1 (online) nor 2 (offline)`);
  }
  if (v.visibility) {
    const visibility = VISIBILITY[v.visibility.toLowerCase()];
    if (visibility === undefined)
      fail(
        line,
        'visibility',
        `"${v.visibility}" is none of Catalog, Search / Catalog / Search / Not Visible Individually`,
      );
    else fields.visibility = visibility;
  }
  if (v.tax_class_name) {
    const name = v.tax_class_name.toLowerCase();
    const found = Object.entries(TAX_CLASS_NAMES).find(
      ([ours, magento]) => name === ours || name === magento.toLowerCase(),
    );
    if (!found)
      fail(line, 'tax_class_name', `unknown tax class "${v.tax_class_name}" (Taxable Goods, Reduced Rate)`);
    else fields.tax_class = found[0];
  }
  if (v.categories) readCategories(v.categories, plan, shop, line, fail);
  readImages(row, plan, options, fail, isFile);
  if (v.additional_attributes) {
    const pairs = parsePairs(v.additional_attributes);
    if (typeof pairs === 'string') fail(line, 'additional_attributes', pairs);
    else
      for (const [code, value] of pairs) {
        if (!ATTRIBUTE_CODE.test(code)) {
          fail(line, 'additional_attributes', `"${code}" is no attribute code`);
          continue;
        }
        const input = shop.attributes.get(code) ?? newAttributes.get(code);
        if (input === 'select' || input === 'multiselect')
          // A configurable product's select values are those of its variations, '|'-separated.
          plan.options.set(code, value.split('|'));
        else {
          if (!input) newAttributes.set(code, 'text');
          setAttributeText(plan, code, '', value);
        }
      }
  }
  for (const [column, type] of Object.entries(LINK_COLUMNS)) {
    if (v[column] === undefined || v[column] === '') continue;
    const skus =
      v[column] === EMPTY_VALUE
        ? []
        : v[column]
            .split(',')
            .map((sku) => sku.trim())
            .filter(Boolean);
    plan.links.set(type, skus);
  }
  if (v.configurable_variation_labels) {
    const pairs = parsePairs(v.configurable_variation_labels);
    if (typeof pairs === 'string') fail(line, 'configurable_variation_labels', pairs);
    else for (const [code, label] of pairs) plan.variationLabels.set(code, label);
  }
  if (v.configurable_variations) {
    const children: { sku: string; values: Map<string, string> }[] = [];
    const attributes: string[] = [];
    for (const part of v.configurable_variations.split('|')) {
      const pairs = parsePairs(part);
      if (typeof pairs === 'string') {
        fail(line, 'configurable_variations', pairs);
        return;
      }
      const values = new Map(pairs.filter(([code]) => code !== 'sku' && code !== 'display'));
      const sku = pairs.find(([code]) => code === 'sku')?.[1];
      if (!sku) {
        fail(line, 'configurable_variations', `"${part}" names no sku`);
        return;
      }
      for (const code of values.keys()) {
        if (!ATTRIBUTE_CODE.test(code)) {
          fail(line, 'configurable_variations', `"${code}" is no attribute code`);
          return;
        }
        const input = shop.attributes.get(code);
        if (input !== undefined && input !== 'select') {
          fail(line, 'configurable_variations', `the attribute "${code}" is no select attribute`);
          return;
        }
        if (input === undefined) newAttributes.set(code, 'select');
        if (!attributes.includes(code)) attributes.push(code);
      }
      children.push({ sku, values });
    }
    plan.configurable = { attributes, children };
  }
  if (v.bundle_values) readBundle(v.bundle_values, plan, line, fail);
  if (v.associated_skus) {
    const pairs = v.associated_skus === EMPTY_VALUE ? [] : v.associated_skus.split(',').filter(Boolean);
    const grouped: { sku: string; qty: number }[] = [];
    for (const pair of pairs) {
      const at = pair.lastIndexOf('=');
      const sku = (at < 0 ? pair : pair.slice(0, at)).trim();
      const qty = at < 0 ? 1 : parseNumber(pair.slice(at + 1).trim());
      if (qty === undefined) {
        fail(line, 'associated_skus', `"${pair}" is not sku=qty`);
        return;
      }
      grouped.push({ sku, qty });
    }
    plan.grouped = grouped;
  }
}

function readCategories(text: string, plan: ProductPlan, shop: ShopState, line: number, fail: Fail): void {
  const paths: string[] = [];
  if (text === EMPTY_VALUE) {
    plan.categories = [];
    return;
  }
  for (const path of text.split(',')) {
    const names = path.split('/').map((name) => name.trim());
    if (names.some((name) => name === '')) {
      fail(line, 'categories', `"${path}" has an empty name`);
      return;
    }
    if (!shop.rootNames.has(names[0] as string)) {
      fail(
        line,
        'categories',
        `"${path}" does not start with the root (${[...shop.rootNames].join(' or ')})`,
      );
      return;
    }
    if (names.length - 1 > MAX_CATEGORY_DEPTH) {
      fail(line, 'categories', `"${path}" is deeper than ${MAX_CATEGORY_DEPTH} levels below the root`);
      return;
    }
    if (names.length > 1) paths.push(names.slice(1).join('/'));
  }
  plan.categories = paths;
}

const IMAGE_COLUMNS = [
  ['base_image', 'base_image_label'],
  ['small_image', 'small_image_label'],
  ['thumbnail_image', 'thumbnail_image_label'],
] as const;

/** Base image first, then small and thumbnail where they differ, then the additional images. */
function readImages(
  row: CsvRow,
  plan: ProductPlan,
  options: PlanOptions,
  fail: Fail,
  isFile: (path: string) => boolean,
): void {
  const v = row.values;
  const images: { file: string; label: string | null }[] = [];
  let named = false;
  const add = (column: string, file: string, label: string | undefined) => {
    const path = normalize(file.replace(/^\/+/, ''));
    if (path.startsWith('..') || !/^[\w./-]+\.(jpe?g|png|gif|webp|svg|avif)$/i.test(path)) {
      fail(row.line, column, `"${file}" is not an image path below the images folder`);
      return;
    }
    const found =
      (options.imagesDir && isFile(join(options.imagesDir, path))) ||
      isFile(join(options.mediaDir, 'catalog/product', path));
    if (!found) {
      fail(
        row.line,
        column,
        `the image file "${file}" is missing${options.imagesDir ? ` in ${options.imagesDir}` : ' (no --images folder given)'}`,
      );
      return;
    }
    if (!images.some((image) => image.file === path)) images.push({ file: path, label: label || null });
  };
  for (const [column, labelColumn] of IMAGE_COLUMNS) {
    if (v[column] === undefined) continue;
    named = true;
    if (v[column]) add(column, v[column], v[labelColumn]);
  }
  if (v.additional_images !== undefined) {
    named = true;
    const labels = splitList(v.additional_image_labels ?? '');
    (v.additional_images || '').split(',').forEach((file, index) => {
      if (file.trim()) add('additional_images', file.trim(), labels[index]?.trim());
    });
  }
  if (named && images.length > 0) plan.images = images;
}

/**
 * Whether a path is a file, each folder read once: a catalogue names many images per folder, and
 * a look-up of the file system per image cost more than the rest of the checks.
 */
function fileCheck(): (path: string) => boolean {
  // Per folder: its entries' names, true for a file, false for a link (to be followed).
  const folders = new Map<string, Map<string, boolean>>();
  const entries = (folder: string) => {
    let names = folders.get(folder);
    if (!names) {
      names = new Map();
      try {
        for (const entry of readdirSync(folder, { withFileTypes: true }))
          if (entry.isFile() || entry.isSymbolicLink()) names.set(entry.name, entry.isFile());
      } catch {
        // no such folder: no file in it
      }
      folders.set(folder, names);
    }
    return names;
  };
  return (path) => {
    const file = entries(dirname(path)).get(basename(path));
    if (file !== false) return file === true;
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  };
}

function readBundle(text: string, plan: ProductPlan, line: number, fail: Fail): void {
  const options: BundleOptionPlan[] = [];
  for (const part of text.split('|')) {
    const pairs = parsePairs(part);
    if (typeof pairs === 'string') {
      fail(line, 'bundle_values', pairs);
      return;
    }
    const value = new Map(pairs);
    const title = value.get('name');
    const type = value.get('type') ?? 'select';
    const sku = value.get('sku');
    if (!title || !sku) {
      fail(line, 'bundle_values', `"${part}" needs a name and a sku`);
      return;
    }
    if (!(BUNDLE_OPTION_TYPES as readonly string[]).includes(type)) {
      fail(line, 'bundle_values', `unknown option type "${type}" (${BUNDLE_OPTION_TYPES.join(', ')})`);
      return;
    }
    const qty = parseNumber(value.get('default_qty') ?? '1');
    if (qty === undefined || qty <= 0) {
      fail(line, 'bundle_values', `"${value.get('default_qty')}" is no quantity`);
      return;
    }
    let option = options.find((candidate) => candidate.title === title);
    if (!option) {
      option = { title, type, required: value.get('required') !== '0', selections: [] };
      options.push(option);
    }
    option.selections.push({
      sku,
      qty,
      isDefault: value.get('default') === '1',
      canChangeQty: value.get('can_change_qty') === '1',
    });
  }
  plan.bundle = options;
}

/** Rules across rows: new products need a type and a name, children and links must exist. */
function checkProducts(
  plans: Map<string, ProductPlan>,
  shop: ShopState,
  behavior: Behavior,
  fail: Fail,
): void {
  const typeOf = (sku: string) => plans.get(sku)?.fields.type_id ?? shop.products.get(sku)?.type;
  for (const plan of plans.values()) {
    const line = plan.lines[0] as number;
    const global = plan.texts.get('');
    const existingType = shop.products.get(plan.sku)?.type;
    const fresh = plan.existingId === undefined || behavior === 'replace';
    if (global && fresh) {
      if (!plan.fields.type_id) fail(line, 'product_type', 'a new product needs its product type');
      if (!global.name) fail(line, 'name', 'a new product needs its name');
    }
    if (behavior === 'append' && existingType && plan.fields.type_id && plan.fields.type_id !== existingType)
      fail(line, 'product_type', `the product is a ${existingType} product; replace it to change its type`);
    const type = plan.fields.type_id ?? existingType;
    const needType = (column: string, wanted: string, given: unknown) => {
      if (given !== undefined && type !== wanted)
        fail(line, column, `only a ${wanted} product has ${column}`);
    };
    needType('configurable_variations', 'configurable', plan.configurable);
    needType('bundle_values', 'bundle', plan.bundle);
    needType('associated_skus', 'grouped', plan.grouped);
    const known = (sku: string) => plans.has(sku) || shop.products.has(sku);
    for (const child of plan.configurable?.children ?? []) {
      if (!known(child.sku))
        fail(
          line,
          'configurable_variations',
          `the variation "${child.sku}" is neither in the file nor in the shop`,
        );
      else if (typeOf(child.sku) !== 'simple')
        fail(line, 'configurable_variations', `the variation "${child.sku}" is no simple product`);
    }
    for (const option of plan.bundle ?? [])
      for (const selection of option.selections)
        if (!known(selection.sku))
          fail(line, 'bundle_values', `the choice "${selection.sku}" is neither in the file nor in the shop`);
    for (const item of plan.grouped ?? [])
      if (!known(item.sku))
        fail(line, 'associated_skus', `"${item.sku}" is neither in the file nor in the shop`);
    for (const [type, skus] of plan.links) {
      const column = Object.entries(LINK_COLUMNS).find(([, linkType]) => linkType === type)?.[0] as string;
      for (const sku of skus)
        if (!known(sku)) fail(line, column, `"${sku}" is neither in the file nor in the shop`);
    }
  }
}

/** Skus another product of the plans needs: its variations, bundle choices, group items and links. */
export function referencedSkus(plan: ProductPlan): string[] {
  return [
    ...(plan.configurable?.children.map((child) => child.sku) ?? []),
    ...(plan.bundle?.flatMap((option) => option.selections.map((selection) => selection.sku)) ?? []),
    ...(plan.grouped?.map((item) => item.sku) ?? []),
    ...[...plan.links.values()].flat(),
  ];
}

import type { MessageParams } from '@shop/validation';
import type { Queryable } from '../../db/database.js';
import { decodeUid } from '../../uid.js';
import { loadConfigurables } from '../product/composite.js';
import {
  type CartProduct,
  configurableParentOf,
  findProductBySku,
  hasStock,
  isConfigurableChild,
  loadCartProducts,
  MAX_QUANTITY_DECIMALS,
  quantityPrecisionProblem,
} from './catalog.js';
import { type CartTextKey, cartError, cartInputError, cartText } from './messages.js';

/** A configurable line's choice: the attribute and its option (Magento's value_index). */
export interface ConfigurableChoice {
  attribute_code: string;
  option_id: number;
}

/** A bundle line's choice: selections of one option, each `qty` times per bundle. */
export interface BundleChoice {
  option_id: number;
  selection_ids: number[];
  qty: number;
}

/** One stored cart line (cart_item). */
export interface CartLine {
  id: number;
  cartId: number;
  /** The product bought: a simple product, a configurable's child or a bundle. */
  productId: number;
  /** The configurable product the child was chosen through. */
  parentProductId: number | null;
  sku: string;
  qty: number;
  isSample: boolean;
  /** ConfigurableChoice[] for configurable lines, BundleChoice[] for bundles, [] otherwise. */
  selectedOptions: ConfigurableChoice[] | BundleChoice[];
}

/** What a client asks to add (CartItemInput). */
export interface ItemRequest {
  sku: string;
  quantity: number;
  parent_sku?: string | null | undefined;
  selected_options?: readonly string[] | null | undefined;
  entered_options?: readonly { uid: string; value: string }[] | null | undefined;
}

/** Magento's CartUserInputErrorType. */
export type AddErrorCode =
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'INVALID_PARAMETER_VALUE'
  | 'UNDEFINED';

/** Why one item could not be added: addProductsToCart reports it, the older calls throw it. */
export class AddItemError extends Error {
  constructor(
    readonly code: AddErrorCode,
    readonly key: CartTextKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }

  text(language: string): string {
    return cartText(language, this.key, this.params);
  }
}

/** The most of one line a cart takes (also keeps amounts far inside the database's numeric range). */
export const MAX_QUANTITY = 10_000;

/** Restricts an add call to one product type (addSimpleProductsToCart …); sample lines are free. */
export type AddKind = 'any' | 'simple' | 'configurable' | 'bundle';

interface NewLine {
  productId: number;
  parentProductId: number | null;
  sku: string;
  qty: number;
  isSample: boolean;
  selectedOptions: ConfigurableChoice[] | BundleChoice[];
}

/** The largest id an `integer` column holds. */
const MAX_ROW_ID = 2_147_483_647;

const LINE_COLUMNS =
  'id, cart_id, product_id, parent_product_id, sku, qty::float8 AS qty, is_sample, selected_options';

function toLine(row: Record<string, unknown>): CartLine {
  return {
    id: Number(row.id),
    cartId: Number(row.cart_id),
    productId: Number(row.product_id),
    parentProductId: row.parent_product_id === null ? null : Number(row.parent_product_id),
    sku: String(row.sku),
    qty: Number(row.qty),
    isSample: row.is_sample === true,
    selectedOptions: (row.selected_options ?? []) as CartLine['selectedOptions'],
  };
}

/** The cart's lines in the order they were added. */
export async function loadCartLines(db: Queryable, cartId: number): Promise<CartLine[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${LINE_COLUMNS} FROM cart_item WHERE cart_id = $1 ORDER BY id`,
    [cartId],
  );
  return rows.map(toLine);
}

/** Whether the line is a bundle (its choices name bundle options). */
export function isBundleLine(line: Pick<CartLine, 'selectedOptions'>): boolean {
  const [first] = line.selectedOptions;
  return first !== undefined && 'selection_ids' in first;
}

/** Same product, parent, sample flag and choices: adding it again raises the quantity. */
function sameLine(line: CartLine, candidate: NewLine): boolean {
  return (
    line.productId === candidate.productId &&
    line.parentProductId === candidate.parentProductId &&
    line.isSample === candidate.isSample &&
    canonical(line.selectedOptions) === canonical(candidate.selectedOptions)
  );
}

function canonical(options: CartLine['selectedOptions']): string {
  return JSON.stringify(
    options
      .map((option) =>
        'selection_ids' in option
          ? { ...option, selection_ids: [...option.selection_ids].sort((a, b) => a - b) }
          : option,
      )
      .map((option) => JSON.stringify(option, Object.keys(option).sort()))
      .sort(),
  );
}

// --- Bundles --------------------------------------------------------------------------------------

interface BundleSelectionInfo {
  selectionId: number;
  optionId: number;
  bundleId: number;
  productId: number;
  defaultQty: number;
  canChangeQuantity: boolean;
}

interface BundleOptionInfo {
  optionId: number;
  type: string;
  required: boolean;
  selections: BundleSelectionInfo[];
}

/** Most units of one component a bundle may hold. */
export const MAX_BUNDLE_COMPONENT_QUANTITY = 100;

/**
 * Whether a bundle may hold `qty` of a component: whole units from 1 to the cap, or for a product
 * sold by measure (m², kg …) any positive amount its own decimal rule allows. A fraction of a piece
 * would price the component at a fraction of its cost while stock still goes out in whole units.
 */
export function isBundleComponentQuantity(component: Pick<CartProduct, 'unit'>, qty: number): boolean {
  if (!Number.isFinite(qty) || qty <= 0 || qty > MAX_BUNDLE_COMPONENT_QUANTITY) return false;
  return Number.isInteger(qty) ? qty >= 1 : quantityPrecisionProblem(component, qty) === null;
}

async function loadBundleStructure(db: Queryable, bundleId: number): Promise<BundleOptionInfo[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT bo.id AS option_id, bo.type, bo.required, bs.id AS selection_id, bs.product_id,
            bs.qty::float8 AS qty, bs.can_change_quantity
       FROM bundle_option bo
       LEFT JOIN bundle_selection bs ON bs.option_id = bo.id
      WHERE bo.product_id = $1
      ORDER BY bo.position, bo.id, bs.position, bs.id`,
    [bundleId],
  );
  const options = new Map<number, BundleOptionInfo>();
  for (const row of rows) {
    const optionId = Number(row.option_id);
    let option = options.get(optionId);
    if (!option) {
      option = { optionId, type: String(row.type), required: row.required === true, selections: [] };
      options.set(optionId, option);
    }
    if (row.selection_id === null) continue;
    option.selections.push({
      selectionId: Number(row.selection_id),
      optionId,
      bundleId,
      productId: Number(row.product_id),
      defaultQty: Number(row.qty),
      canChangeQuantity: row.can_change_quantity === true,
    });
  }
  return [...options.values()];
}

/** Selection id → component product id, for the bundle lines' stock. */
async function bundleComponentProducts(
  db: Queryable,
  lines: readonly Pick<CartLine, 'selectedOptions'>[],
): Promise<Map<number, number>> {
  const ids = lines.flatMap((line) =>
    isBundleLine(line)
      ? (line.selectedOptions as BundleChoice[]).flatMap((choice) => choice.selection_ids)
      : [],
  );
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; product_id: number }>(
    'SELECT id, product_id FROM bundle_selection WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.product_id)]));
}

type DemandLine = Pick<CartLine, 'productId' | 'qty' | 'selectedOptions'>;

/** Units of each product a line takes from stock (a bundle takes its components'). */
function lineDemand(line: DemandLine, components: ReadonlyMap<number, number>): Map<number, number> {
  const demand = new Map<number, number>();
  const add = (productId: number, qty: number) => demand.set(productId, (demand.get(productId) ?? 0) + qty);
  if (isBundleLine(line)) {
    for (const choice of line.selectedOptions as BundleChoice[]) {
      for (const selectionId of choice.selection_ids) {
        const productId = components.get(selectionId);
        if (productId !== undefined) add(productId, choice.qty * line.qty);
      }
    }
  } else {
    add(line.productId, line.qty);
  }
  return demand;
}

/** Units of each product the whole cart takes from stock. */
export async function cartDemand(db: Queryable, lines: readonly DemandLine[]): Promise<Map<number, number>> {
  const components = await bundleComponentProducts(db, lines);
  const total = new Map<number, number>();
  for (const line of lines) {
    for (const [productId, qty] of lineDemand(line, components)) {
      total.set(productId, (total.get(productId) ?? 0) + qty);
    }
  }
  return total;
}

/**
 * Ids of lines the shop cannot deliver as they are: a product (or bundle component) disabled, or
 * the cart wants more of a product than is in stock.
 */
export async function unavailableLines(
  db: Queryable,
  storeCode: string,
  lines: readonly CartLine[],
): Promise<Set<number>> {
  const components = await bundleComponentProducts(db, lines);
  const demand = await cartDemand(db, lines);
  const products = await loadCartProducts(db, storeCode, [...demand.keys()]);
  const result = new Set<number>();
  for (const line of lines) {
    for (const productId of lineDemand(line, components).keys()) {
      const product = products.get(productId);
      if (!product?.enabled || !hasStock(product, demand.get(productId) ?? 0)) result.add(line.id);
    }
    if (isBundleLine(line) && !bundleQuantitiesValid(line, components, products)) result.add(line.id);
  }
  return result;
}

/** Whether every component quantity of a stored bundle line keeps to the rule (older lines may not). */
function bundleQuantitiesValid(
  line: CartLine,
  components: ReadonlyMap<number, number>,
  products: ReadonlyMap<number, Pick<CartProduct, 'unit'>>,
): boolean {
  return (line.selectedOptions as BundleChoice[]).every((choice) =>
    choice.selection_ids.every((selectionId) => {
      const product = products.get(components.get(selectionId) ?? -1);
      return !product || isBundleComponentQuantity(product, choice.qty);
    }),
  );
}

// --- Resolving what to add ------------------------------------------------------------------------

function decodeOption(uid: string): string[] {
  try {
    return decodeUid(uid).split('/');
  } catch {
    return [];
  }
}

/** Turns one requested item into the lines to add, checking product, type, options and stock. */
async function resolveItem(
  db: Queryable,
  storeCode: string,
  item: ItemRequest,
  kind: AddKind,
): Promise<NewLine[]> {
  if (!(item.quantity > 0)) throw new AddItemError('INVALID_PARAMETER_VALUE', 'cart.quantity_invalid');
  if (item.quantity > MAX_QUANTITY) {
    throw new AddItemError('INVALID_PARAMETER_VALUE', 'cart.quantity_too_large', { max: MAX_QUANTITY });
  }
  const product = await findProductBySku(db, storeCode, item.sku);
  if (!product) throw new AddItemError('PRODUCT_NOT_FOUND', 'cart.product_not_found', { sku: item.sku });
  const precision = quantityPrecisionProblem(product, item.quantity);
  if (precision) {
    throw new AddItemError('INVALID_PARAMETER_VALUE', precision, {
      sku: product.sku,
      count: MAX_QUANTITY_DECIMALS,
    });
  }
  const parentSku = item.parent_sku?.trim() || null;
  if (parentSku && parentSku !== product.sku) {
    const parent = await findProductBySku(db, storeCode, parentSku);
    if (!parent) throw new AddItemError('PRODUCT_NOT_FOUND', 'cart.product_not_found', { sku: parentSku });
    if (parent.typeId !== 'configurable' || kind === 'simple' || kind === 'bundle') {
      throw new AddItemError('INVALID_PARAMETER_VALUE', 'cart.wrong_type', { sku: parentSku });
    }
    if (product.typeId !== 'simple' || !(await isConfigurableChild(db, parent.id, product.id))) {
      throw new AddItemError('NOT_SALABLE', 'product.option_unavailable');
    }
    return [await configurableLine(db, storeCode, parent, product, item.quantity)];
  }
  const allowed: Record<AddKind, readonly CartProduct['typeId'][]> = {
    any: ['simple', 'configurable', 'bundle', 'grouped'],
    simple: ['simple'],
    configurable: ['configurable'],
    bundle: ['bundle'],
  };
  if (!allowed[kind].includes(product.typeId)) {
    throw new AddItemError('INVALID_PARAMETER_VALUE', 'cart.wrong_type', { sku: product.sku });
  }
  switch (product.typeId) {
    case 'simple': {
      const parentId = await configurableParentOf(db, product.id);
      if (parentId !== null) {
        const [parent] = (await loadCartProducts(db, storeCode, [parentId])).values();
        if (parent?.enabled) return [await configurableLine(db, storeCode, parent, product, item.quantity)];
      }
      return [simpleLine(product, item.quantity)];
    }
    case 'configurable':
      return [await chosenVariantLine(db, storeCode, product, item)];
    case 'bundle':
      return [await bundleLine(db, storeCode, product, item)];
    case 'grouped':
      return groupedLines(db, storeCode, product, item.quantity);
  }
}

function simpleLine(product: CartProduct, qty: number): NewLine {
  return {
    productId: product.id,
    parentProductId: null,
    sku: product.sku,
    qty,
    isSample: false,
    selectedOptions: [],
  };
}

/** A configurable's child with the values that tell it apart. */
async function configurableLine(
  db: Queryable,
  storeCode: string,
  parent: Pick<CartProduct, 'id'>,
  child: CartProduct,
  qty: number,
): Promise<NewLine> {
  const structure = (await loadConfigurables(db, storeCode, [parent.id])).get(parent.id);
  const variant = structure?.variants.find((candidate) => candidate.productId === child.id);
  if (!variant) throw new AddItemError('NOT_SALABLE', 'product.option_unavailable');
  return {
    productId: child.id,
    parentProductId: parent.id,
    sku: child.sku,
    qty,
    isSample: false,
    selectedOptions: variant.attributes.map((attribute) => ({
      attribute_code: attribute.code,
      option_id: attribute.valueIndex,
    })),
  };
}

/** The child matching `configurable/<attribute_code>/<value_index>` uids of every option. */
async function chosenVariantLine(
  db: Queryable,
  storeCode: string,
  parent: CartProduct,
  item: ItemRequest,
): Promise<NewLine> {
  const chosen = new Map<string, number>();
  for (const uid of item.selected_options ?? []) {
    const [kind, code, value] = decodeOption(uid);
    if (kind !== 'configurable' || !code || !/^\d+$/.test(value ?? '')) {
      throw new AddItemError('INVALID_PARAMETER_VALUE', 'product.option_unavailable');
    }
    chosen.set(code, Number(value));
  }
  const structure = (await loadConfigurables(db, storeCode, [parent.id])).get(parent.id);
  const options = structure?.options ?? [];
  if (options.length === 0 || options.some((option) => !chosen.has(option.attributeCode))) {
    throw new AddItemError('REQUIRED_PARAMETER_MISSING', 'cart.options_required', { sku: parent.sku });
  }
  const variant = structure?.variants.find((candidate) =>
    candidate.attributes.every((attribute) => chosen.get(attribute.code) === attribute.valueIndex),
  );
  if (!variant) throw new AddItemError('NOT_SALABLE', 'product.option_unavailable');
  const child = (await loadCartProducts(db, storeCode, [variant.productId])).get(variant.productId);
  if (!child?.enabled) throw new AddItemError('NOT_SALABLE', 'product.option_unavailable');
  return configurableLine(db, storeCode, parent, child, item.quantity);
}

/**
 * A bundle from `bundle/<option_id>/<selection_id>/<qty>` uids. A component's quantity is the one
 * entered (the uid's, or an entered_options `bundle/<option_id>` value) where the selection allows
 * changing it, else its default.
 */
async function bundleLine(
  db: Queryable,
  storeCode: string,
  bundle: CartProduct,
  item: ItemRequest,
): Promise<NewLine> {
  const structure = await loadBundleStructure(db, bundle.id);
  const entered = new Map<number, number>();
  for (const option of item.entered_options ?? []) {
    const [kind, optionId] = decodeOption(option.uid);
    if (kind === 'bundle' && /^\d+$/.test(optionId ?? ''))
      entered.set(Number(optionId), Number(option.value));
  }
  const picked = new Map<number, { selection: BundleSelectionInfo; qty: number }[]>();
  for (const uid of item.selected_options ?? []) {
    const [kind, optionText, selectionText, qtyText] = decodeOption(uid);
    const option = structure.find((candidate) => String(candidate.optionId) === optionText);
    const selection = option?.selections.find((candidate) => String(candidate.selectionId) === selectionText);
    if (kind !== 'bundle' || !option || !selection) {
      throw new AddItemError('INVALID_PARAMETER_VALUE', 'product.option_unavailable');
    }
    const asked = entered.get(option.optionId) ?? (qtyText ? Number(qtyText) : selection.defaultQty);
    const qty = selection.canChangeQuantity ? asked : selection.defaultQty;
    const list = picked.get(option.optionId) ?? [];
    if (!list.some((entry) => entry.selection.selectionId === selection.selectionId))
      list.push({ selection, qty });
    picked.set(option.optionId, list);
  }
  for (const option of structure) {
    const list = picked.get(option.optionId) ?? [];
    if (option.required && list.length === 0) {
      throw new AddItemError('REQUIRED_PARAMETER_MISSING', 'cart.options_required', { sku: bundle.sku });
    }
    if ((option.type === 'radio' || option.type === 'select') && list.length > 1) {
      throw new AddItemError('INVALID_PARAMETER_VALUE', 'product.option_unavailable');
    }
  }
  if (picked.size === 0) {
    throw new AddItemError('REQUIRED_PARAMETER_MISSING', 'cart.options_required', { sku: bundle.sku });
  }
  const componentIds = [...picked.values()].flat().map((entry) => entry.selection.productId);
  const components = await loadCartProducts(db, storeCode, componentIds);
  for (const entry of [...picked.values()].flat()) {
    const component = components.get(entry.selection.productId);
    if (!component?.enabled) throw new AddItemError('NOT_SALABLE', 'product.option_unavailable');
    if (!isBundleComponentQuantity(component, entry.qty)) {
      throw new AddItemError('INVALID_PARAMETER_VALUE', 'cart.bundle_quantity_invalid', {
        sku: bundle.sku,
        max: MAX_BUNDLE_COMPONENT_QUANTITY,
      });
    }
    if (!hasStock(component, entry.qty * item.quantity)) {
      throw new AddItemError('INSUFFICIENT_STOCK', 'cart.bundle_out_of_stock');
    }
  }
  const choices: BundleChoice[] = [];
  for (const [optionId, list] of picked) {
    for (const { selection, qty } of list) {
      const same = choices.find((choice) => choice.option_id === optionId && choice.qty === qty);
      if (same) same.selection_ids.push(selection.selectionId);
      else choices.push({ option_id: optionId, selection_ids: [selection.selectionId], qty });
    }
  }
  return {
    productId: bundle.id,
    parentProductId: null,
    sku: bundle.sku,
    qty: item.quantity,
    isSample: false,
    selectedOptions: choices,
  };
}

/**
 * A grouped product adds its items, each at its default quantity times the quantity asked; items
 * that are sold out are left out (refused only when nothing of the set can be sold).
 */
async function groupedLines(
  db: Queryable,
  storeCode: string,
  grouped: CartProduct,
  qty: number,
): Promise<NewLine[]> {
  const rows = await db.query<{ child_id: number; qty: number }>(
    `SELECT r.child_id, r.qty::float8 AS qty FROM product_relation r
      WHERE r.parent_id = $1 AND r.kind = 'grouped' AND r.qty > 0 ORDER BY r.position, r.child_id`,
    [grouped.id],
  );
  const children = await loadCartProducts(
    db,
    storeCode,
    rows.map((row) => Number(row.child_id)),
  );
  const lines = rows.flatMap((row) => {
    const child = children.get(Number(row.child_id));
    const childQty = Number(row.qty) * qty;
    return child?.enabled && hasStock(child, childQty) ? [simpleLine(child, childQty)] : [];
  });
  if (lines.length === 0) throw new AddItemError('NOT_SALABLE', 'product.option_out_of_stock');
  return lines;
}

// --- Writing --------------------------------------------------------------------------------------

/**
 * Adds lines to the (locked) cart: the same line again raises its quantity. Refused with the
 * spec's stock text when the cart would hold more of a product (or bundle component) than is in
 * stock; then nothing of this item is written.
 */
async function addLines(
  db: Queryable,
  cartId: number,
  storeCode: string,
  newLines: readonly NewLine[],
): Promise<void> {
  const lines = await loadCartLines(db, cartId);
  const next: CartLine[] = [...lines];
  for (const line of newLines) {
    const index = next.findIndex((candidate) => sameLine(candidate, line));
    const existing = index >= 0 ? (next[index] as CartLine) : null;
    // A sample is one piece, however often it is added.
    const qty = line.isSample ? 1 : (existing?.qty ?? 0) + line.qty;
    // New lines get negative placeholder ids until they are inserted.
    const updated: CartLine = { id: existing?.id ?? -(next.length + 1), cartId, ...line, qty };
    if (existing) next[index] = updated;
    else next.push(updated);
  }
  const touched = await cartDemand(
    db,
    newLines.filter((line) => !line.isSample),
  );
  const demand = await cartDemand(
    db,
    next.filter((line) => !line.isSample),
  );
  const products = await loadCartProducts(db, storeCode, [...touched.keys()]);
  for (const productId of touched.keys()) {
    const product = products.get(productId);
    if (!product || hasStock(product, demand.get(productId) ?? 0)) continue;
    const ownLine = newLines.some((line) => !isBundleLine(line) && line.productId === productId);
    throw new AddItemError(
      'INSUFFICIENT_STOCK',
      ownLine ? 'product.option_out_of_stock' : 'cart.bundle_out_of_stock',
    );
  }
  for (const line of next) {
    const before = lines.find((candidate) => candidate.id === line.id);
    if (before) {
      if (before.qty !== line.qty) {
        await db.query('UPDATE cart_item SET qty = $2, updated_at = now() WHERE id = $1', [
          line.id,
          line.qty,
        ]);
      }
      continue;
    }
    await db.query(
      `INSERT INTO cart_item (cart_id, product_id, parent_product_id, sku, qty, is_sample, selected_options)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [
        cartId,
        line.productId,
        line.parentProductId,
        line.sku,
        line.qty,
        line.isSample,
        JSON.stringify(line.selectedOptions),
      ],
    );
  }
}

/** Resolves and adds one requested item to the (locked) cart; throws AddItemError. */
export async function addItem(
  db: Queryable,
  cartId: number,
  storeCode: string,
  item: ItemRequest,
  kind: AddKind = 'any',
): Promise<void> {
  const lines = await resolveItem(db, storeCode, item, kind);
  const outOfStock = await firstOutOfStock(db, storeCode, lines);
  if (outOfStock) throw outOfStock;
  await addLines(db, cartId, storeCode, lines);
}

/** A product that is sold out altogether answers NOT_SALABLE before the quantity is compared. */
async function firstOutOfStock(
  db: Queryable,
  storeCode: string,
  lines: readonly NewLine[],
): Promise<AddItemError | null> {
  const products = await loadCartProducts(
    db,
    storeCode,
    lines.filter((line) => !isBundleLine(line)).map((line) => line.productId),
  );
  for (const product of products.values()) {
    if (product.manageStock && product.stockQty <= 0)
      return new AddItemError('NOT_SALABLE', 'product.option_out_of_stock');
  }
  return null;
}

/** A free sample of a flooring product: one piece per product and cart. */
export async function addSample(
  db: Queryable,
  cartId: number,
  storeCode: string,
  sku: string,
): Promise<void> {
  const product = await findProductBySku(db, storeCode, sku);
  if (!product) throw new AddItemError('PRODUCT_NOT_FOUND', 'cart.product_not_found', { sku });
  if (product.typeId !== 'simple' || !product.isFlooring) {
    throw new AddItemError('NOT_SALABLE', 'cart.sample_unavailable', { sku });
  }
  await addLines(db, cartId, storeCode, [{ ...simpleLine(product, 1), isSample: true }]);
}

/** The line `id` of the cart, or `graphql-no-such-entity`. */
export async function findLine(
  db: Queryable,
  cartId: number,
  id: number,
  language: string,
): Promise<CartLine> {
  const [row] =
    Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID
      ? await db.query<Record<string, unknown>>(
          `SELECT ${LINE_COLUMNS} FROM cart_item WHERE id = $1 AND cart_id = $2`,
          [id, cartId],
        )
      : [];
  if (!row) throw cartError('graphql-no-such-entity', language, 'cart.item_not_found', { id });
  return toLine(row);
}

/** Sets a line's quantity (0 removes it); more than is in stock is refused with the spec's text. */
export async function setLineQuantity(
  db: Queryable,
  cartId: number,
  storeCode: string,
  line: CartLine,
  qty: number,
  language: string,
): Promise<void> {
  if (qty === 0) {
    await removeLine(db, line.id);
    return;
  }
  if (!(qty > 0)) throw cartInputError(language, 'cart.quantity_invalid');
  if (qty > MAX_QUANTITY) throw cartInputError(language, 'cart.quantity_too_large', { max: MAX_QUANTITY });
  if (line.isSample && qty !== 1) throw cartInputError(language, 'cart.sample_quantity');
  const lineProduct = (await loadCartProducts(db, storeCode, [line.productId])).get(line.productId);
  const precision = lineProduct && quantityPrecisionProblem(lineProduct, qty);
  if (precision) {
    throw cartInputError(language, precision, { sku: line.sku, count: MAX_QUANTITY_DECIMALS });
  }
  const lines = (await loadCartLines(db, cartId)).map((candidate) =>
    candidate.id === line.id ? { ...candidate, qty } : candidate,
  );
  const demand = await cartDemand(
    db,
    lines.filter((candidate) => !candidate.isSample),
  );
  const mine = await cartDemand(db, [{ ...line, qty }]);
  const products = await loadCartProducts(db, storeCode, [...mine.keys()]);
  for (const productId of mine.keys()) {
    const product = products.get(productId);
    if (product && !hasStock(product, demand.get(productId) ?? 0)) {
      throw cartInputError(
        language,
        isBundleLine(line) ? 'cart.bundle_out_of_stock' : 'product.option_out_of_stock',
      );
    }
  }
  await db.query('UPDATE cart_item SET qty = $2, updated_at = now() WHERE id = $1', [line.id, qty]);
}

export async function removeLine(db: Queryable, lineId: number): Promise<void> {
  await db.query('DELETE FROM cart_item WHERE id = $1', [lineId]);
}

/**
 * Moves every line of `sourceCartId` into `targetCartId`: the same line adds up its quantity (a
 * sample stays one piece). Stock is not checked here; an order checks it again.
 */
export async function moveLines(db: Queryable, sourceCartId: number, targetCartId: number): Promise<void> {
  const target = await loadCartLines(db, targetCartId);
  for (const line of await loadCartLines(db, sourceCartId)) {
    const same = target.find((candidate) => sameLine(candidate, line));
    if (same) {
      same.qty = line.isSample ? 1 : same.qty + line.qty;
      await db.query('UPDATE cart_item SET qty = $2, updated_at = now() WHERE id = $1', [same.id, same.qty]);
      await removeLine(db, line.id);
    } else {
      await db.query('UPDATE cart_item SET cart_id = $2, updated_at = now() WHERE id = $1', [
        line.id,
        targetCartId,
      ]);
      target.push({ ...line, cartId: targetCartId });
    }
  }
}

/** The text of an add error as a `graphql-input` error (the older add calls). */
export function addErrorAsInput(error: AddItemError, language: string) {
  return cartInputError(language, error.key, error.params);
}

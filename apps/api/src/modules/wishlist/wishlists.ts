import { randomBytes } from 'node:crypto';
import type { Caller } from '../../auth.js';
import type { Queryable } from '../../db/database.js';
import { authorizationError, noSuchEntityError } from '../../errors.js';
import { keyedInputError } from '../../texts.js';
import { notAuthorizedError } from '../customer/session.js';
import { timestamp } from '../review/reviews.js';
import type { StoreView } from '../store/stores.js';
import { type WishlistMessageKey, wishlistText } from './messages.js';

/** A wishlist row; guests address theirs by `sharingCode`, customers theirs by `id`. */
export interface WishlistRow {
  id: number;
  customerId: number | null;
  sharingCode: string;
  isShared: boolean;
  updatedAt: string;
  /** Null for the default wishlist (named in the store view's language). */
  name: string | null;
  visibility: WishlistVisibility;
  /** The customer's first wishlist (a guest's only one), which cannot be deleted. */
  isDefault: boolean;
}

export type WishlistVisibility = 'PUBLIC' | 'PRIVATE';

export interface WishlistItemRow {
  id: number;
  wishlistId: number;
  productId: number;
  sku: string;
  typeId: string;
  /** The configurable product of a variant item. */
  parentProductId: number | null;
  qty: number;
  description: string | null;
  addedAt: string;
}

/** What `sharedWishlist` answers: the wishlist, its owner's first name and one page of items. */
export interface SharedWishlistPage {
  wishlist: WishlistRow;
  ownerName: string | null;
  items: WishlistItemRow[];
  itemsCount: number;
  pageSize: number;
  currentPage: number;
}

/** Highest quantity of one wishlist item (the column holds far more; a wishlist needs no more). */
export const MAX_ITEM_QTY = 10_000;
export const MAX_DESCRIPTION_LENGTH = 1_000;

const GUEST_ID = /^[0-9a-f]{32}$/i;
const CUSTOMER_ID = /^[1-9]\d{0,8}$/;

/** The id a client uses: a customer wishlist's number, a guest wishlist's unguessable code. */
export function publicWishlistId(wishlist: WishlistRow): string {
  return wishlist.customerId === null ? wishlist.sharingCode : String(wishlist.id);
}

function newCode(): string {
  return randomBytes(16).toString('hex');
}

function toWishlist(row: Record<string, unknown>): WishlistRow {
  return {
    id: Number(row.id),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    sharingCode: String(row.sharing_code),
    isShared: row.is_shared === true,
    updatedAt: timestamp(row.updated_at),
    name: (row.name as string | null) ?? null,
    visibility: row.visibility === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
    isDefault: row.is_default === true,
  };
}

const WISHLIST_COLUMNS = 'id, customer_id, sharing_code, is_shared, updated_at, name, visibility, is_default';

export async function createGuestWishlist(tx: Queryable): Promise<WishlistRow> {
  const [row] = await tx.query<Record<string, unknown>>(
    `INSERT INTO wishlist (customer_id, sharing_code) VALUES (NULL, $1) RETURNING ${WISHLIST_COLUMNS}`,
    [newCode()],
  );
  return toWishlist(row as Record<string, unknown>);
}

/** The customer's default wishlist, created empty the first time it is asked for. */
export async function customerWishlist(db: Queryable, customerId: number): Promise<WishlistRow> {
  const select = () =>
    db.query<Record<string, unknown>>(
      `SELECT ${WISHLIST_COLUMNS} FROM wishlist WHERE customer_id = $1 AND is_default`,
      [customerId],
    );
  const [existing] = await select();
  if (existing) return toWishlist(existing);
  // Two first requests at once: the unique index keeps one wishlist, the other insert does nothing.
  await db.query(
    `INSERT INTO wishlist (customer_id, sharing_code) VALUES ($1, $2)
     ON CONFLICT (customer_id) WHERE customer_id IS NOT NULL AND is_default DO NOTHING`,
    [customerId, newCode()],
  );
  const [created] = await select();
  return toWishlist(created as Record<string, unknown>);
}

/** Every wishlist of the customer, the default one first (created when missing), then by age. */
export async function customerWishlists(db: Queryable, customerId: number): Promise<WishlistRow[]> {
  const fallback = await customerWishlist(db, customerId);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${WISHLIST_COLUMNS} FROM wishlist WHERE customer_id = $1 ORDER BY is_default DESC, id`,
    [customerId],
  );
  return rows.length > 0 ? rows.map(toWishlist) : [fallback];
}

/** Whether the store view lets customers keep several wishlists, and how many (migration 0018). */
export async function wishlistSettings(
  db: Queryable,
  storeCode: string,
): Promise<{ multipleEnabled: boolean; maximum: number }> {
  const [row] = await db.query<{ multiple_wishlists_enabled: boolean; maximum_wishlists: number }>(
    'SELECT multiple_wishlists_enabled, maximum_wishlists FROM store WHERE code = $1',
    [storeCode],
  );
  return {
    multipleEnabled: row?.multiple_wishlists_enabled === true,
    maximum: Number(row?.maximum_wishlists ?? 1),
  };
}

/**
 * A further named wishlist of the customer, in a store view that enables them and while the
 * customer has fewer than its maximum (counted under a lock on the default wishlist, so that
 * parallel requests cannot pass it).
 */
export async function createNamedWishlist(
  tx: Queryable,
  customerId: number,
  store: StoreView,
  name: string,
  visibility: WishlistVisibility,
): Promise<WishlistRow> {
  const settings = await wishlistSettings(tx, store.code);
  if (!settings.multipleEnabled)
    throw wishlistInputError(store.language, 'wishlist.multiple_disabled', 'input');
  const fallback = await customerWishlist(tx, customerId);
  await tx.query('SELECT id FROM wishlist WHERE id = $1 FOR UPDATE', [fallback.id]);
  const [count] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM wishlist WHERE customer_id = $1',
    [customerId],
  );
  if (Number(count?.count) >= settings.maximum) {
    throw wishlistInputError(store.language, 'wishlist.too_many', 'input', { count: settings.maximum });
  }
  const [row] = await tx.query<Record<string, unknown>>(
    `INSERT INTO wishlist (customer_id, sharing_code, name, visibility, is_default)
     VALUES ($1, $2, $3, $4, false) RETURNING ${WISHLIST_COLUMNS}`,
    [customerId, newCode(), wishlistName(name, store.language), visibility],
  );
  return toWishlist(row as Record<string, unknown>);
}

/** Renames a wishlist or changes its visibility (the default one keeps its name when none is given). */
export async function updateWishlist(
  tx: Queryable,
  wishlist: WishlistRow,
  language: string,
  changes: { name?: string | null; visibility?: WishlistVisibility | null },
): Promise<void> {
  await tx.query(
    'UPDATE wishlist SET name = coalesce($2, name), visibility = coalesce($3, visibility), updated_at = now() WHERE id = $1',
    [
      wishlist.id,
      changes.name === undefined || changes.name === null ? null : wishlistName(changes.name, language),
      changes.visibility ?? null,
    ],
  );
}

/** Deletes a named wishlist with its items; the default one stays. */
export async function deleteWishlist(tx: Queryable, wishlist: WishlistRow, language: string): Promise<void> {
  if (wishlist.isDefault) throw wishlistInputError(language, 'wishlist.delete_default', 'wishlistId');
  await tx.query('DELETE FROM wishlist WHERE id = $1', [wishlist.id]);
}

/** A wishlist name: trimmed, not empty, at most 255 characters. */
function wishlistName(name: string, language: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw wishlistInputError(language, 'wishlist.name_required', 'name');
  if (Array.from(trimmed).length > 255) {
    throw wishlistInputError(language, 'wishlist.name_too_long', 'name', { count: 255 });
  }
  return trimmed;
}

function wishlistInputError(
  language: string,
  key: WishlistMessageKey,
  field: string,
  params: Record<string, string | number> = {},
) {
  return keyedInputError([{ field, key, message: wishlistText(language, key, params) }]);
}

/**
 * The wishlist `id` names, if the caller may use it: a guest wishlist by its code (anyone holding
 * it), a customer's by number (only with that customer's token). With `lock` the row stays locked
 * until the transaction ends, so concurrent changes of one wishlist queue up.
 */
export async function accessibleWishlist(
  db: Queryable,
  caller: Caller,
  language: string,
  id: string,
  lock = false,
): Promise<WishlistRow> {
  const wanted = id.trim();
  const forUpdate = lock ? 'FOR UPDATE' : '';
  let row: Record<string, unknown> | undefined;
  if (GUEST_ID.test(wanted)) {
    [row] = await db.query(
      `SELECT ${WISHLIST_COLUMNS} FROM wishlist WHERE sharing_code = $1 AND customer_id IS NULL ${forUpdate}`,
      [wanted.toLowerCase()],
    );
  } else if (CUSTOMER_ID.test(wanted)) {
    [row] = await db.query(
      `SELECT ${WISHLIST_COLUMNS} FROM wishlist WHERE id = $1 AND customer_id IS NOT NULL ${forUpdate}`,
      [Number(wanted)],
    );
  }
  if (!row) throw noSuchEntityError(wishlistText(language, 'wishlist.not_found', { id: wanted }));
  const wishlist = toWishlist(row);
  if (wishlist.customerId !== null) {
    if (caller.kind !== 'customer') throw notAuthorizedError(language);
    if (caller.customerId !== wishlist.customerId) throw forbidden(language, wanted);
  }
  return wishlist;
}

export function forbidden(language: string, id: string) {
  return authorizationError(wishlistText(language, 'wishlist.forbidden', { id }), {
    key: 'wishlist.forbidden',
  });
}

/** A shared wishlist by its sharing code; null when no shared wishlist has it. */
export async function sharedWishlist(
  db: Queryable,
  code: string,
): Promise<(WishlistRow & { ownerName: string | null }) | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT w.id, w.customer_id, w.sharing_code, w.is_shared, w.updated_at, w.name, w.visibility, w.is_default,
            c.firstname
       FROM wishlist w LEFT JOIN customer c ON c.id = w.customer_id
      WHERE w.sharing_code = $1 AND w.is_shared AND w.customer_id IS NOT NULL`,
    [code.trim().toLowerCase()],
  );
  return row ? { ...toWishlist(row), ownerName: (row.firstname as string | null) ?? null } : null;
}

export async function touchWishlist(tx: Queryable, wishlistId: number): Promise<void> {
  await tx.query('UPDATE wishlist SET updated_at = now() WHERE id = $1', [wishlistId]);
}

/** Rereads a wishlist after a change (its updated_at moved). */
export async function reloadWishlist(db: Queryable, wishlistId: number): Promise<WishlistRow> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${WISHLIST_COLUMNS} FROM wishlist WHERE id = $1`,
    [wishlistId],
  );
  return toWishlist(row as Record<string, unknown>);
}

/** Items of a wishlist, newest first; `page` limits them to one page. */
export async function wishlistItems(
  db: Queryable,
  wishlistId: number,
  page?: { pageSize: number; currentPage: number },
): Promise<WishlistItemRow[]> {
  const limit = page ? `LIMIT ${page.pageSize} OFFSET ${(page.currentPage - 1) * page.pageSize}` : '';
  const rows = await db.query<Record<string, unknown>>(
    `SELECT i.id, i.wishlist_id, i.product_id, p.sku, p.type_id, i.parent_product_id, i.qty, i.description,
            i.added_at
       FROM wishlist_item i JOIN product p ON p.id = i.product_id
      WHERE i.wishlist_id = $1
      ORDER BY i.added_at DESC, i.id DESC ${limit}`,
    [wishlistId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    wishlistId: Number(row.wishlist_id),
    productId: Number(row.product_id),
    sku: String(row.sku),
    typeId: String(row.type_id),
    parentProductId: row.parent_product_id === null ? null : Number(row.parent_product_id),
    qty: Number(row.qty),
    description: (row.description as string | null) ?? null,
    addedAt: timestamp(row.added_at),
  }));
}

export async function countItems(db: Queryable, wishlistId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM wishlist_item WHERE wishlist_id = $1',
    [wishlistId],
  );
  return Number(row?.count ?? 0);
}

/** Why one item could not be added, changed or removed: Magento's `user_errors`. */
export interface WishlistUserError {
  message: string;
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
}

interface SoldProduct {
  id: number;
  sku: string;
  type_id: string;
}

async function soldProduct(tx: Queryable, storeCode: string, sku: string): Promise<SoldProduct | undefined> {
  const [row] = await tx.query<SoldProduct>(
    `SELECT p.id, p.sku, p.type_id FROM product p
       JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $2
      WHERE p.sku = $1 AND p.is_enabled`,
    [sku, storeCode],
  );
  return row;
}

function quantityProblem(language: string, quantity: number): WishlistUserError | null {
  if (Number.isFinite(quantity) && quantity > 0 && quantity <= MAX_ITEM_QTY) return null;
  return {
    code: 'UNDEFINED',
    message: wishlistText(language, 'wishlist.quantity_invalid', { max: MAX_ITEM_QTY }),
  };
}

export interface AddItemInput {
  sku: string;
  quantity?: number | null;
  parent_sku?: string | null;
}

/**
 * Adds products (docs/BEHAVIOUR.md#wishlist): a configurable product only as its chosen variant (sku of the
 * variant plus parent_sku), anything else by its own sku. The same product again raises the
 * quantity. Items that cannot be added are answered as user errors; the rest is added.
 */
export async function addItems(
  tx: Queryable,
  wishlist: WishlistRow,
  store: StoreView,
  items: readonly AddItemInput[],
): Promise<WishlistUserError[]> {
  const language = store.language;
  const errors: WishlistUserError[] = [];
  for (const item of items) {
    const sku = item.sku.trim();
    const quantity = item.quantity ?? 1;
    const badQuantity = quantityProblem(language, quantity);
    if (badQuantity) {
      errors.push(badQuantity);
      continue;
    }
    const product = await soldProduct(tx, store.code, sku);
    if (!product) {
      errors.push({
        code: 'PRODUCT_NOT_FOUND',
        message: wishlistText(language, 'wishlist.product_not_found', { sku }),
      });
      continue;
    }
    let parentId: number | null = null;
    const parentSku = item.parent_sku?.trim();
    if (parentSku) {
      const parent = await soldProduct(tx, store.code, parentSku);
      if (!parent) {
        errors.push({
          code: 'PRODUCT_NOT_FOUND',
          message: wishlistText(language, 'wishlist.product_not_found', { sku: parentSku }),
        });
        continue;
      }
      const [variant] = await tx.query(
        `SELECT 1 FROM product_relation WHERE parent_id = $1 AND child_id = $2 AND kind = 'configurable'`,
        [parent.id, product.id],
      );
      if (!variant) {
        errors.push({
          code: 'UNDEFINED',
          message: wishlistText(language, 'wishlist.variant_mismatch', { sku, parent: parent.sku }),
        });
        continue;
      }
      parentId = parent.id;
    } else if (product.type_id === 'configurable') {
      errors.push({ code: 'UNDEFINED', message: wishlistText(language, 'wishlist.options_required') });
      continue;
    }
    await tx.query(
      `INSERT INTO wishlist_item (wishlist_id, product_id, parent_product_id, store_code, qty)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (wishlist_id, product_id, (coalesce(parent_product_id, 0)))
       DO UPDATE SET qty = least(wishlist_item.qty + excluded.qty, $6)`,
      [wishlist.id, product.id, parentId, store.code, quantity, MAX_ITEM_QTY],
    );
  }
  await touchWishlist(tx, wishlist.id);
  return errors;
}

function itemIdOf(raw: string): number | null {
  const trimmed = raw.trim();
  return CUSTOMER_ID.test(trimmed) ? Number(trimmed) : null;
}

export async function removeItems(
  tx: Queryable,
  wishlist: WishlistRow,
  language: string,
  itemIds: readonly string[],
): Promise<WishlistUserError[]> {
  const errors: WishlistUserError[] = [];
  for (const raw of itemIds) {
    const id = itemIdOf(raw);
    const deleted =
      id === null
        ? []
        : await tx.query('DELETE FROM wishlist_item WHERE id = $1 AND wishlist_id = $2 RETURNING id', [
            id,
            wishlist.id,
          ]);
    if (deleted.length === 0) {
      errors.push({
        code: 'UNDEFINED',
        message: wishlistText(language, 'wishlist.item_not_found', { id: raw }),
      });
    }
  }
  await touchWishlist(tx, wishlist.id);
  return errors;
}

export interface UpdateItemInput {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
}

/** Changes quantity and description; an empty description removes it. */
export async function updateItems(
  tx: Queryable,
  wishlist: WishlistRow,
  language: string,
  items: readonly UpdateItemInput[],
): Promise<WishlistUserError[]> {
  const errors: WishlistUserError[] = [];
  for (const item of items) {
    const id = itemIdOf(item.wishlist_item_id);
    const [existing] =
      id === null
        ? []
        : await tx.query('SELECT id FROM wishlist_item WHERE id = $1 AND wishlist_id = $2', [
            id,
            wishlist.id,
          ]);
    if (!existing) {
      errors.push({
        code: 'UNDEFINED',
        message: wishlistText(language, 'wishlist.item_not_found', { id: item.wishlist_item_id }),
      });
      continue;
    }
    if (item.quantity !== null && item.quantity !== undefined) {
      const badQuantity = quantityProblem(language, item.quantity);
      if (badQuantity) {
        errors.push(badQuantity);
        continue;
      }
    }
    let description: string | null | undefined;
    if (item.description !== null && item.description !== undefined) {
      description = item.description.trim() || null;
      if (description && description.length > MAX_DESCRIPTION_LENGTH) {
        errors.push({
          code: 'UNDEFINED',
          message: wishlistText(language, 'wishlist.description_too_long', { count: MAX_DESCRIPTION_LENGTH }),
        });
        continue;
      }
    }
    await tx.query(
      `UPDATE wishlist_item
          SET qty = coalesce($2, qty),
              description = CASE WHEN $3::boolean THEN $4 ELSE description END
        WHERE id = $1`,
      [id, item.quantity ?? null, description !== undefined, description ?? null],
    );
  }
  await touchWishlist(tx, wishlist.id);
  return errors;
}

/**
 * Moves the guest wishlist's items whose product (sku) the destination does not hold yet into it
 * (docs/BEHAVIOUR.md#login-and-session), then deletes the guest wishlist: its id stops working.
 */
export async function mergeInto(tx: Queryable, source: WishlistRow, destination: WishlistRow): Promise<void> {
  await tx.query(
    `INSERT INTO wishlist_item (wishlist_id, product_id, parent_product_id, store_code, qty, description, added_at)
     SELECT $2, s.product_id, s.parent_product_id, s.store_code, s.qty, s.description, s.added_at
       FROM wishlist_item s
      WHERE s.wishlist_id = $1
        AND NOT EXISTS (SELECT 1 FROM wishlist_item d WHERE d.wishlist_id = $2 AND d.product_id = s.product_id)
     ON CONFLICT DO NOTHING`,
    [source.id, destination.id],
  );
  await tx.query('DELETE FROM wishlist WHERE id = $1', [source.id]);
  await touchWishlist(tx, destination.id);
}

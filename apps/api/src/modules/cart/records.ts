import { randomBytes } from 'node:crypto';
import type { Caller } from '../../auth.js';
import type { Queryable } from '../../db/database.js';
import { notAuthorizedError } from '../customer/session.js';
import { cartError } from './messages.js';

/** One cart row as the cart services use it (docs/BEHAVIOUR.md#data Cart, identity and selections). */
export interface CartRecord {
  id: number;
  /** The token clients hold (32 hexadecimal characters). */
  maskedId: string;
  customerId: number | null;
  storeCode: string;
  currencyCode: string;
  email: string | null;
  isActive: boolean;
  customerNote: string | null;
  deliveryTime: string | null;
  shippingCarrierCode: string | null;
  shippingMethodCode: string | null;
  pickupLocationCode: string | null;
  paymentMethodCode: string | null;
  paymentAdditionalData: Record<string, string>;
  couponCode: string | null;
}

/** The part of a request the ownership rules look at. */
export interface CartRequest {
  caller: Caller;
  language: string;
}

const COLUMNS = `id, masked_id, customer_id, store_code, currency_code, email, is_active, merged_into_cart_id,
  customer_note, delivery_time, shipping_carrier_code, shipping_method_code, pickup_location_code,
  payment_method_code, payment_additional_data, coupon_code`;

type CartDbRow = Record<string, unknown>;

function toRecord(row: CartDbRow): CartRecord {
  const text = (column: string) => (row[column] === null ? null : String(row[column]));
  return {
    id: Number(row.id),
    maskedId: String(row.masked_id),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    storeCode: String(row.store_code),
    currencyCode: String(row.currency_code),
    email: text('email'),
    isActive: row.is_active === true,
    customerNote: text('customer_note'),
    deliveryTime: text('delivery_time'),
    shippingCarrierCode: text('shipping_carrier_code'),
    shippingMethodCode: text('shipping_method_code'),
    pickupLocationCode: text('pickup_location_code'),
    paymentMethodCode: text('payment_method_code'),
    paymentAdditionalData: (row.payment_additional_data ?? {}) as Record<string, string>,
    couponCode: text('coupon_code'),
  };
}

/** A new cart token: 128 random bits as 32 hexadecimal characters, like the seeded ones. */
export function newCartToken(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The cart `maskedId` as the caller may use it, locked for the transaction when `forUpdate`:
 * - unknown, or a guest cart merged into a customer cart: `graphql-no-such-entity`
 *   ('Could not find a cart with ID "…"');
 * - no longer active (ordered): `graphql-no-such-entity`;
 * - a customer's cart for anyone but that customer, or a guest cart for a logged-in customer (they
 *   bring it in with mergeCarts): `graphql-authorization`;
 * - an expired or revoked customer token: `graphql-authorization` (the storefront's session expiry).
 */
export async function findCartForCaller(
  db: Queryable,
  request: CartRequest,
  maskedId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartRecord> {
  if (request.caller.kind === 'invalid-token') throw notAuthorizedError(request.language);
  const [row] = await db.query<CartDbRow>(
    `SELECT ${COLUMNS} FROM cart WHERE masked_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [maskedId],
  );
  if (!row || row.merged_into_cart_id !== null) {
    throw cartError('graphql-no-such-entity', request.language, 'cart.not_found', { id: maskedId });
  }
  const cart = toRecord(row);
  const callerId = request.caller.kind === 'customer' ? request.caller.customerId : null;
  if (cart.customerId !== callerId) {
    throw cartError('graphql-authorization', request.language, 'cart.forbidden', { id: maskedId });
  }
  if (!cart.isActive) {
    throw cartError('graphql-no-such-entity', request.language, 'cart.inactive', { id: maskedId });
  }
  return cart;
}

/** Re-reads a cart by its numeric id (after a change), without ownership checks. */
export async function reloadCart(db: Queryable, id: number): Promise<CartRecord> {
  const [row] = await db.query<CartDbRow>(`SELECT ${COLUMNS} FROM cart WHERE id = $1`, [id]);
  if (!row) throw new Error(`cart ${id} vanished`);
  return toRecord(row);
}

/** A new guest cart in the store view. */
export async function createGuestCart(db: Queryable, storeCode: string): Promise<CartRecord> {
  const [row] = await db.query<CartDbRow>(
    `INSERT INTO cart (masked_id, store_code) VALUES ($1, $2) RETURNING ${COLUMNS}`,
    [newCartToken(), storeCode],
  );
  return toRecord(row as CartDbRow);
}

/**
 * The customer's active cart, created when they have none. Two requests racing to create it meet
 * at the unique index of active customer carts; the loser reads the winner's cart.
 */
export async function activeCustomerCart(
  db: Queryable,
  customerId: number,
  storeCode: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartRecord> {
  const lock = options.forUpdate ? ' FOR UPDATE' : '';
  const find = async () =>
    (
      await db.query<CartDbRow>(`SELECT ${COLUMNS} FROM cart WHERE customer_id = $1 AND is_active${lock}`, [
        customerId,
      ])
    )[0];
  const existing = await find();
  if (existing) return toRecord(existing);
  await db.query(
    `INSERT INTO cart (masked_id, customer_id, store_code, email)
     SELECT $1, c.id, $3, c.email FROM customer c WHERE c.id = $2
     ON CONFLICT (customer_id) WHERE is_active AND customer_id IS NOT NULL DO NOTHING`,
    [newCartToken(), customerId, storeCode],
  );
  const created = await find();
  if (!created) throw new Error(`no cart for customer ${customerId}`);
  return toRecord(created);
}

import type { Queryable } from '../../db/database.js';
import type { StoreView } from '../store/stores.js';
import { type CartPricing, priceCart } from './pricing.js';
import type { CartRecord } from './records.js';
import type { CartAddress } from './shipping.js';

/** The parent of the Cart type: the cart row, its prices computed once when a field needs them. */
export interface CartView {
  record: CartRecord;
  pricing(): Promise<CartPricing>;
}

/** A view that prices the cart on first use, with `db` (after the mutation's commit). */
export function cartView(db: Queryable, record: CartRecord, store: StoreView): CartView {
  let pricing: Promise<CartPricing> | undefined;
  return {
    record,
    pricing: () => {
      pricing ??= priceCart(db, record, store);
      return pricing;
    },
  };
}

/** The parent of ShippingCartAddress and BillingCartAddress. */
export interface CartAddressView {
  address: CartAddress;
  pricing: CartPricing;
}

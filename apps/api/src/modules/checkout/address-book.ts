import type { Queryable } from '../../db/database.js';
import { type CartAddress, sameAddress } from '../cart/index.js';
import { insertAddress } from '../customer/addresses.js';

/**
 * Magento's `save_in_address_book`: when a logged-in customer places an order, each new cart address
 * they marked for it is added to their address book (inside the placement's transaction). As in
 * Magento the first address saved becomes the default shipping and billing address of a customer who
 * has none; a billing address saved beside a different shipping address becomes the default billing
 * address instead. A billing address equal to the shipping address is stored once. Answers the
 * addresses with the address-book entry each now comes from, for the order's copies.
 */
export async function saveAddressesInBook(
  tx: Queryable,
  customerId: number,
  addresses: { shipping: CartAddress; billing: CartAddress },
): Promise<{ shipping: CartAddress; billing: CartAddress }> {
  const { shipping, billing } = addresses;
  const isNew = (address: CartAddress) => address.saveInAddressBook && address.customerAddressId === null;
  const billingIsShipping = sameAddress(billing, shipping);
  let shippingId = shipping.customerAddressId;
  if (isNew(shipping)) {
    const billingSavedApart = isNew(billing) && !billingIsShipping;
    shippingId = await insertAddress(tx, customerId, shipping, billingSavedApart ? { billing: false } : {});
  }
  let billingId = billing.customerAddressId;
  if (billingId === null && billingIsShipping && shippingId !== null) billingId = shippingId;
  else if (isNew(billing)) billingId = await insertAddress(tx, customerId, billing);
  return {
    shipping: { ...shipping, customerAddressId: shippingId },
    billing: { ...billing, customerAddressId: billingId },
  };
}

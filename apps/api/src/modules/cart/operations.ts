import { isValidEmail } from '@shop/validation';
import type { Caller } from '../../auth.js';
import type { Queryable } from '../../db/database.js';
import {
  type AddressFields,
  type AddressValues,
  checkedAddress,
  findOwnAddress,
} from '../customer/addresses.js';
import type { PaymentProvider } from '../payment/provider.js';
import type { StoreView } from '../store/stores.js';
import { couponRefusal, findCoupon } from './coupons.js';
import { moveLines } from './items.js';
import { cartError, cartInputError } from './messages.js';
import { availablePaymentMethods, checkedAdditionalData } from './payment.js';
import { priceCart, storeFormats, storeToday } from './pricing.js';
import { activeCustomerCart, type CartRecord, findCartForCaller } from './records.js';
import {
  type CartAddress,
  findPickupLocation,
  loadCartAddresses,
  sameAddress,
  saveCartAddress,
  shippingRates,
} from './shipping.js';

/** A new address as a client sends it (CartAddressInput). */
export interface CartAddressFields {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  company?: string | null;
  coc?: string | null;
  vat_id?: string | null;
  street?: readonly (string | null)[] | null;
  city?: string | null;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  fax?: string | null;
  save_in_address_book?: boolean | null;
}

/** Where an address comes from: the caller's address book or a new address. */
export interface AddressSource {
  customer_address_id?: number | null;
  address?: CartAddressFields | null;
}

export interface ShippingAddressRequest extends AddressSource {
  pickup_location_code?: string | null;
}

export interface BillingAddressRequest extends AddressSource {
  use_for_shipping?: boolean | null;
  same_as_shipping?: boolean | null;
}

/** The caller and store view of a cart call. */
export interface CartCall {
  db: Queryable;
  caller: Caller;
  store: StoreView;
}

const MAX_NOTE_LENGTH = 1000;
const MAX_DELIVERY_TIME_LENGTH = 255;

function toAddressFields(address: CartAddressFields): AddressFields {
  return {
    prefix: address.prefix ?? null,
    firstname: address.firstname ?? null,
    middlename: address.middlename ?? null,
    lastname: address.lastname ?? null,
    suffix: address.suffix ?? null,
    company: address.company ?? null,
    coc: address.coc ?? null,
    vat_id: address.vat_id ?? null,
    street: address.street?.filter((line): line is string => line !== null) ?? null,
    city: address.city ?? null,
    region:
      address.region || address.region_id
        ? { region: address.region ?? null, region_id: address.region_id ?? null }
        : null,
    postcode: address.postcode ?? null,
    country_code: address.country_code ?? null,
    telephone: address.telephone ?? null,
    fax: address.fax ?? null,
  };
}

function addressValuesOf(address: AddressValues): AddressValues {
  const { prefix, firstname, middlename, lastname, suffix, company, coc, vatId, street, postcode, city } =
    address;
  const { region, regionCode, regionId, countryCode, telephone, fax } = address;
  return {
    prefix,
    firstname,
    middlename,
    lastname,
    suffix,
    company,
    coc,
    vatId,
    street,
    postcode,
    city,
    region,
    regionCode,
    regionId,
    countryCode,
    telephone,
    fax,
  };
}

interface ResolvedAddress {
  values: AddressValues;
  customerAddressId: number | null;
  saveInAddressBook: boolean;
}

/** A saved address of the caller (ownership checked) or a new, validated address. */
async function resolveAddress(call: CartCall, source: AddressSource): Promise<ResolvedAddress | null> {
  const language = call.store.language;
  const savedId = source.customer_address_id ?? null;
  if (savedId !== null && source.address) throw cartInputError(language, 'cart.address_source');
  if (savedId !== null) {
    if (call.caller.kind !== 'customer')
      throw cartError('graphql-authorization', language, 'cart.address_login');
    const saved = await findOwnAddress(call.db, call.caller.customerId, savedId, language);
    return { values: addressValuesOf(saved), customerAddressId: saved.id, saveInAddressBook: false };
  }
  if (!source.address) return null;
  const values = await checkedAddress(call.db, toAddressFields(source.address), call.store);
  return {
    values,
    customerAddressId: null,
    saveInAddressBook: call.caller.kind === 'customer' && source.address.save_in_address_book === true,
  };
}

/** Names for a pickup without an address: the billing address's, else the customer's. */
async function pickupNames(call: CartCall, cart: CartRecord): Promise<Partial<AddressValues>> {
  const { billing } = await loadCartAddresses(call.db, cart.id);
  if (billing) return billing;
  if (cart.customerId === null) return {};
  const [customer] = await call.db.query<{ prefix: string | null; firstname: string; lastname: string }>(
    'SELECT prefix, firstname, lastname FROM customer WHERE id = $1',
    [cart.customerId],
  );
  return customer ?? {};
}

/**
 * Sets the shipping address: a saved address, a new one, or a pickup location (then the address
 * is the location's, with the shopper's name, and the pickup method is selected). A method that
 * does not serve the new destination is unselected.
 */
export async function setShippingAddress(
  call: CartCall,
  cart: CartRecord,
  request: ShippingAddressRequest,
): Promise<void> {
  const language = call.store.language;
  const pickupCode = request.pickup_location_code?.trim() || null;
  const resolved = await resolveAddress(call, request);
  if (!resolved && !pickupCode) throw cartInputError(language, 'cart.address_source');
  let values = resolved?.values ?? null;
  if (pickupCode) {
    const point = await findPickupLocation(call.db, pickupCode);
    if (!point) throw cartInputError(language, 'cart.pickup_unknown', { code: pickupCode });
    const names = values ?? (await pickupNames(call, cart));
    if (!names.firstname || !names.lastname) {
      throw cartInputError(language, names.firstname ? 'required.lastname' : 'required.firstname');
    }
    values = {
      prefix: names.prefix ?? null,
      firstname: names.firstname,
      middlename: names.middlename ?? null,
      lastname: names.lastname,
      suffix: names.suffix ?? null,
      company: names.company ?? null,
      coc: names.coc ?? null,
      vatId: names.vatId ?? null,
      street: [point.street],
      postcode: point.postcode,
      city: point.city,
      region: point.region,
      regionCode: null,
      regionId: null,
      countryCode: point.countryCode,
      telephone: names.telephone ?? point.phone,
      fax: null,
    };
  }
  if (!values) throw cartInputError(language, 'cart.address_source');
  await saveCartAddress(call.db, cart.id, 'shipping', values, {
    customerAddressId: resolved?.customerAddressId ?? null,
    // A pickup's address is the store's: nothing for the address book.
    saveInAddressBook: !pickupCode && (resolved?.saveInAddressBook ?? false),
  });
  const rates = await shippingRates(call.db, call.store.code, values.countryCode);
  let method = rates.find(
    (rate) => rate.carrierCode === cart.shippingCarrierCode && rate.methodCode === cart.shippingMethodCode,
  );
  if (pickupCode) method = rates.find((rate) => rate.isPickup);
  else if (method?.isPickup) method = undefined;
  await call.db.query(
    `UPDATE cart SET pickup_location_code = $2, shipping_carrier_code = $3, shipping_method_code = $4,
       updated_at = now() WHERE id = $1`,
    [cart.id, pickupCode, method?.carrierCode ?? null, method?.methodCode ?? null],
  );
}

/** Sets the billing address (a copy of the shipping address with same_as_shipping). */
export async function setBillingAddress(
  call: CartCall,
  cart: CartRecord,
  request: BillingAddressRequest,
): Promise<void> {
  const language = call.store.language;
  if (request.same_as_shipping) {
    const { shipping } = await loadCartAddresses(call.db, cart.id);
    if (!shipping) throw cartInputError(language, 'cart.shipping_address_missing');
    await saveCartAddress(call.db, cart.id, 'billing', addressValuesOf(shipping), {
      customerAddressId: shipping.customerAddressId,
      saveInAddressBook: false,
    });
    return;
  }
  const resolved = await resolveAddress(call, request);
  if (!resolved) throw cartInputError(language, 'cart.address_source');
  await saveCartAddress(call.db, cart.id, 'billing', resolved.values, resolved);
  if (request.use_for_shipping) await setShippingAddress(call, cart, request);
  else await call.db.query('UPDATE cart SET updated_at = now() WHERE id = $1', [cart.id]);
}

/** Whether the shipping address equals the billing address. */
export function shippingSameAsBilling(shipping: CartAddress, billing: CartAddress | null): boolean {
  return billing !== null && sameAddress(shipping, billing);
}

/** Selects one of the destination's methods; the pickup method needs a pickup location. */
export async function setShippingMethod(
  call: CartCall,
  cart: CartRecord,
  methods: readonly { carrier_code: string; method_code: string }[],
): Promise<void> {
  const language = call.store.language;
  const [choice] = methods;
  if (!choice || methods.length !== 1) throw cartInputError(language, 'cart.one_shipping_method');
  const { shipping } = await loadCartAddresses(call.db, cart.id);
  if (!shipping) throw cartInputError(language, 'cart.shipping_address_missing');
  const rates = await shippingRates(call.db, call.store.code, shipping.countryCode);
  const method = rates.find(
    (rate) => rate.carrierCode === choice.carrier_code && rate.methodCode === choice.method_code,
  );
  if (!method) {
    throw cartInputError(language, 'cart.shipping_method_unavailable', {
      carrier: choice.carrier_code,
      method: choice.method_code,
    });
  }
  if (method.isPickup && !cart.pickupLocationCode) throw cartInputError(language, 'cart.pickup_required');
  await call.db.query(
    `UPDATE cart SET shipping_carrier_code = $2, shipping_method_code = $3,
       pickup_location_code = CASE WHEN $4 THEN pickup_location_code END, updated_at = now()
     WHERE id = $1`,
    [cart.id, method.carrierCode, method.methodCode, method.isPickup],
  );
}

/** Records the payment method (one the cart can use, of the api's `providers`) and its checked additional data. */
export async function setPaymentMethod(
  call: CartCall,
  cart: CartRecord,
  code: string,
  additionalData: readonly { key: string; value: string }[],
  providers: ReadonlyMap<string, PaymentProvider>,
): Promise<void> {
  const language = call.store.language;
  const pricing = await priceCart(call.db, cart, call.store);
  const methods = await availablePaymentMethods(call.db, call.store.code, pricing, providers);
  const method = methods.find((candidate) => candidate.code === code.trim());
  if (!method) throw cartInputError(language, 'cart.payment_method_unavailable', { code });
  const data = checkedAdditionalData(method, additionalData, language);
  await call.db.query(
    `UPDATE cart SET payment_method_code = $2, payment_additional_data = $3::jsonb, updated_at = now()
     WHERE id = $1`,
    [cart.id, method.code, JSON.stringify(data)],
  );
}

/** Applies a coupon after checking every rule (unknown, inactive, dates, usage, minimum). */
export async function applyCoupon(call: CartCall, cart: CartRecord, code: string): Promise<void> {
  const language = call.store.language;
  const trimmed = code.trim();
  if (!trimmed) throw cartInputError(language, 'cart.coupon_required');
  const pricing = await priceCart(call.db, cart, call.store);
  if (pricing.lines.length === 0) throw cartInputError(language, 'cart.coupon_empty_cart');
  const coupon = await findCoupon(call.db, trimmed, call.store.code, cart);
  if (!coupon) throw cartInputError(language, 'cart.coupon_unknown', { code: trimmed.toUpperCase() });
  const refusal = couponRefusal(
    coupon,
    pricing.subtotalInclTax,
    storeToday(call.store),
    storeFormats(call.store),
  );
  if (refusal) throw cartInputError(language, refusal.key, refusal.params);
  await call.db.query('UPDATE cart SET coupon_code = $2, updated_at = now() WHERE id = $1', [
    cart.id,
    coupon.code,
  ]);
}

export async function removeCoupon(db: Queryable, cart: CartRecord): Promise<void> {
  await db.query('UPDATE cart SET coupon_code = NULL, updated_at = now() WHERE id = $1', [cart.id]);
}

/** A guest's e-mail address; a customer cart always uses the account's. */
export async function setGuestEmail(call: CartCall, cart: CartRecord, email: string): Promise<void> {
  const language = call.store.language;
  if (cart.customerId !== null) throw cartInputError(language, 'cart.guest_email_customer');
  const trimmed = email.trim();
  if (!trimmed) throw cartInputError(language, 'required.email');
  if (!isValidEmail(trimmed)) throw cartInputError(language, 'email.invalid');
  await call.db.query('UPDATE cart SET email = $2, updated_at = now() WHERE id = $1', [cart.id, trimmed]);
}

/** The customer note or preferred delivery time; an empty text clears it. */
export async function setCartText(
  call: CartCall,
  cart: CartRecord,
  column: 'customer_note' | 'delivery_time',
  value: string,
): Promise<void> {
  const trimmed = value.trim();
  const max = column === 'customer_note' ? MAX_NOTE_LENGTH : MAX_DELIVERY_TIME_LENGTH;
  if (trimmed.length > max) throw cartInputError(call.store.language, 'cart.text_too_long', { count: max });
  await call.db.query(`UPDATE cart SET ${column} = $2, updated_at = now() WHERE id = $1`, [
    cart.id,
    trimmed || null,
  ]);
}

/**
 * Merges a guest cart into the customer's cart (the given one, else their active cart): lines
 * move over (the same product adds up), a coupon carries over where the target has none,
 * and the guest cart is deactivated, so its id stops working.
 */
export async function mergeGuestCart(
  call: CartCall,
  customerId: number,
  sourceMaskedId: string,
  destinationMaskedId: string | null,
): Promise<CartRecord> {
  const language = call.store.language;
  const target = destinationMaskedId
    ? await findCartForCaller(call.db, { caller: call.caller, language }, destinationMaskedId, {
        forUpdate: true,
      })
    : await activeCustomerCart(call.db, customerId, call.store.code, { forUpdate: true });
  if (target.maskedId === sourceMaskedId) throw cartInputError(language, 'cart.merge_same');
  // The guest cart is read as its guest would: a customer cart (even the caller's) is no source.
  const source = await findCartForCaller(
    call.db,
    { caller: { kind: 'anonymous' }, language },
    sourceMaskedId,
    {
      forUpdate: true,
    },
  ).catch((error: unknown) => {
    if ((error as { extensions?: { key?: string } }).extensions?.key === 'cart.forbidden') {
      throw cartError('graphql-authorization', language, 'cart.merge_source_customer');
    }
    throw error;
  });
  await moveLines(call.db, source.id, target.id);
  await call.db.query(
    `UPDATE cart SET coupon_code = coalesce(cart.coupon_code, $2), updated_at = now() WHERE id = $1`,
    [target.id, source.couponCode],
  );
  await call.db.query(
    'UPDATE cart SET is_active = false, merged_into_cart_id = $2, updated_at = now() WHERE id = $1',
    [source.id, target.id],
  );
  return target;
}

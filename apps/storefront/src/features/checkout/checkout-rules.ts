import type { CheckoutCartFragment } from '../../../generated/graphql/graphql';

// The checkout's rules as plain functions (docs/BEHAVIOUR.md#pages-and-routes /checkout, docs/BEHAVIOUR.md#cart-lifecycle): which step
// may be used, which payment method is preselected, what the invalid-fields summary names.

/** The steps in the spec's order: address first, then shipping methods, then payment methods. */
export const CHECKOUT_STEPS = ['email', 'address', 'shipping', 'payment', 'order'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What the cart already holds, as far as the step order cares. */
export interface CheckoutFacts {
  email: boolean;
  shippingAddress: boolean;
  billingAddress: boolean;
  shippingMethod: boolean;
  paymentMethod: boolean;
}

/** The carrier of collecting an order in a store (api: instore/pickup). */
export const PICKUP_CARRIER = 'instore';

type CartShippingAddress = NonNullable<CheckoutCartFragment['shipping_addresses'][number]>;

export function cartShippingAddress(cart: CheckoutCartFragment): CartShippingAddress | undefined {
  return cart.shipping_addresses.find((address) => address !== null) ?? undefined;
}

/** How the order reaches the shopper: delivered to an address, or collected in a store. */
export type Delivery = 'ship' | 'pickup';

/**
 * The facts of a cart; the payment method counts once one is chosen on the page. The shipping
 * address counts only when it is of the chosen delivery (a store for a pickup, else an address).
 */
export function checkoutFacts(
  cart: CheckoutCartFragment,
  delivery: Delivery,
  paymentCode: string | undefined,
): CheckoutFacts {
  const shipping = cartShippingAddress(cart);
  return {
    email: Boolean(cart.email),
    shippingAddress: Boolean(shipping) && Boolean(shipping?.pickup_location_code) === (delivery === 'pickup'),
    billingAddress: Boolean(cart.billing_address),
    shippingMethod: Boolean(shipping?.selected_shipping_method),
    paymentMethod: Boolean(paymentCode),
  };
}

/**
 * Whether a step can be used: each needs every step before it (the shipping methods are loaded
 * after the address, the payment methods after a shipping method is set).
 */
export function isStepOpen(step: CheckoutStep, facts: CheckoutFacts): boolean {
  switch (step) {
    case 'email':
      return true;
    case 'address':
      return facts.email;
    case 'shipping':
      return facts.email && facts.shippingAddress && facts.billingAddress;
    case 'payment':
      return isStepOpen('shipping', facts) && facts.shippingMethod;
    case 'order':
      return isStepOpen('payment', facts) && facts.paymentMethod;
  }
}

/** The payment choice kept in local storage (STORAGE_KEYS.checkoutPayment). */
export interface PaymentChoice {
  code: string;
  /** Values of the method's additional fields, e.g. { issuer: 'INGBNL2A' } (the bank chooser). */
  fields: Record<string, string>;
}

/** Reads a stored choice; anything unreadable counts as no choice. */
export function parsePaymentChoice(stored: string | null | undefined): PaymentChoice | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return undefined;
    const { code, fields } = value as { code?: unknown; fields?: unknown };
    if (typeof code !== 'string' || code === '') return undefined;
    const entries =
      typeof fields === 'object' && fields !== null
        ? Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        : [];
    return { code, fields: Object.fromEntries(entries) };
  } catch {
    return undefined;
  }
}

/**
 * The preselected payment method (docs/BEHAVIOUR.md#cart-lifecycle): the locally stored choice, else the server's
 * selected code, as long as the cart can still be paid with it.
 */
export function preferredPaymentCode(
  stored: PaymentChoice | undefined,
  serverCode: string | null | undefined,
  availableCodes: readonly string[],
): string | undefined {
  if (stored && availableCodes.includes(stored.code)) return stored.code;
  if (serverCode && availableCodes.includes(serverCode)) return serverCode;
  return undefined;
}

/**
 * The additional data of a payment method: the values of its fields that are filled in. Missing
 * required fields are answered as their codes, so the order is not sent without them.
 */
export function paymentAdditionalData(
  fields: ReadonlyArray<{ code: string; required: boolean; type: string }>,
  values: Record<string, string>,
): { data: { key: string; value: string }[]; missing: string[] } {
  const data: { key: string; value: string }[] = [];
  const missing: string[] = [];
  for (const field of fields) {
    const value = values[field.code]?.trim() ?? '';
    if (value) data.push({ key: field.code, value });
    else if (field.required && field.type !== 'hidden') missing.push(field.code);
  }
  return { data, missing };
}

/**
 * The labels of an address part for the invalid-fields summary ('De volgende velden zijn
 * ongeldig: {errors}', docs/BEHAVIOUR.md#validation): each field label carries the part's name (shipping or invoice
 * address), so the summary says which of the two addresses is wrong.
 */
export function addressPartLabels(
  partName: string,
  fields: ReadonlyArray<readonly [name: string, label: string]>,
): Array<readonly [name: string, label: string]> {
  return fields.map(([name, label]) => [name, `${partName}: ${label}`] as const);
}

/** Shipping methods for the chosen way of delivery: pickup shows only the store pickup. */
export function shippingMethodsFor<Method extends { carrier_code: string; available: boolean }>(
  methods: ReadonlyArray<Method | null> | null | undefined,
  pickup: boolean,
): Method[] {
  return (methods ?? []).filter(
    (method): method is Method =>
      method?.available === true && (method.carrier_code === PICKUP_CARRIER) === pickup,
  );
}

import type { Random } from '../random.js';
import type { CatalogSeedResult } from '../types.js';
import { type AddressRow, buildAddress } from './addresses.js';
import { COUPONS, type CouponData } from './coupons.js';
import type { SeededCustomer } from './customers.js';
import { daysBeforeReference, timestampBefore } from './dates.js';
import type { StoreCode } from './i18n.js';
import { MAX_HOUSE_NUMBER } from './lookups.js';
import { computeOrderTotals, type Discount, type OrderTotals, toCents } from './order-totals.js';
import { findPaymentMethod, IDEAL_BANKS, type PaymentMethodData } from './payment.js';
import {
  GUEST_COUNTRIES,
  type PersonName,
  PLACES,
  pickWeighted,
  randomName,
  randomTelephone,
} from './people.js';
import { ProductPicker, type Purchasable, purchasableProducts } from './purchasables.js';
import { findShippingMethod, freeShippingAmount, type ShippingMethodData } from './shipping.js';
import { pickupLocations, type SeededPickupLocation } from './stores.js';
import { taxRate } from './tax.js';

export type OrderStatus =
  | 'fraud'
  | 'processing'
  | 'pending_payment'
  | 'payment_review'
  | 'pending'
  | 'holded'
  | 'complete'
  | 'canceled'
  | 'shipped'
  | 'delivered'
  | 'closed';

export interface PlannedLine {
  item: Purchasable;
  qty: number;
}

export interface OrderAddress extends AddressRow {
  customerAddressId: number | null;
}

export interface PlannedOrder {
  createdAt: string;
  store: StoreCode;
  customer: SeededCustomer | null;
  email: string;
  name: Pick<AddressRow, 'prefix' | 'firstname' | 'middlename' | 'lastname'>;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  lines: PlannedLine[];
  shippingMethod: ShippingMethodData;
  pickup: SeededPickupLocation | null;
  coupon: CouponData | null;
  payment: PaymentMethodData;
  paymentData: Record<string, string>;
  status: OrderStatus;
  customerNote: string | null;
  totals: OrderTotals;
}

interface Guest {
  store: StoreCode;
  email: string;
  address: AddressRow;
}

/**
 * How many orders the demo shop has: about one per three visible products (the seed's --products),
 * at least 150. Configurable children do not count: they would double the orders of clothing shops.
 */
export function orderCount(catalog: CatalogSeedResult): number {
  const visible = catalog.products.reduce((count, product) => count + (product.visible ? 1 : 0), 0);
  return Math.max(150, Math.round(visible / 3));
}

/** Orders of each demo customer; Anna has more than one page (10 per page) of them. */
function customerOrderCounts(
  customers: readonly SeededCustomer[],
  random: Random,
): Map<SeededCustomer, number> {
  const counts = new Map<SeededCustomer, number>();
  for (const customer of customers) {
    if (customer.email === 'anna.mueller@example.com') counts.set(customer, 14);
    else if (customer.email === 'fleur.meijer@example.com') counts.set(customer, 0);
    else counts.set(customer, random.int(2, 6));
  }
  return counts;
}

function makeGuests(random: Random, count: number): Guest[] {
  const guests: Guest[] = [];
  for (let index = 0; index < count; index++) {
    const store = pickWeighted<StoreCode>(random, [
      ['de', 50],
      ['nl', 35],
      ['en', 15],
    ]);
    const country = pickWeighted(random, GUEST_COUNTRIES[store]);
    const name = randomName(random, country);
    const address = buildAddress(
      {
        name,
        place: random.pick(PLACES[country]),
        country,
        // NL house numbers stay within the local postcode dataset, so the lookup finds them.
        houseNumber: random.int(1, MAX_HOUSE_NUMBER),
        telephone: randomTelephone(random, country),
      },
      store,
    );
    guests.push({ store, email: guestEmail(name, index), address });
  }
  return guests;
}

function guestEmail(name: PersonName, index: number): string {
  const local = `${name.firstname}.${name.middlename ?? ''}${name.lastname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  return `${local}.${index + 1}@example.org`;
}

function pickLines(picker: ProductPicker, random: Random): PlannedLine[] {
  const wanted = pickWeighted(random, [
    [1, 45],
    [2, 30],
    [3, 15],
    [4, 10],
  ]);
  const first = picker.popular();
  const chosen: Purchasable[] = [first];
  if (random.chance(0.55)) {
    for (const companion of picker.companionsOf(first)) if (random.chance(0.7)) chosen.push(companion);
  }
  for (let attempt = 0; chosen.length < wanted && attempt < 10; attempt++) chosen.push(picker.popular());
  const unique = [...new Map(chosen.map((item) => [item.product.id, item])).values()];
  return unique.map((item) => ({
    item,
    qty: pickWeighted(random, [
      [1, 80],
      [2, 15],
      [3, 5],
    ]),
  }));
}

function chooseShipping(random: Random, country: string): ShippingMethodData {
  const pickup = findShippingMethod('instore', 'pickup');
  const express = findShippingMethod('dpd', 'express');
  if (pickup.rates[country] !== undefined && random.chance(0.1)) return pickup;
  if (express.rates[country] !== undefined && random.chance(0.12)) return express;
  if ((country === 'NL' || country === 'BE') && random.chance(0.7))
    return findShippingMethod('postnl', 'standard');
  return findShippingMethod('dhl', 'standard');
}

function choosePickupLocation(random: Random, country: string): SeededPickupLocation {
  return random.pick(pickupLocations().filter((location) => location.country === country));
}

type PaymentMix = readonly (readonly [code: string, weight: number])[];

/** How shoppers pay, by billing country: iDEAL in NL, Bancontact in BE, PayPal and transfer in DACH. */
const PAYMENT_MIX: Readonly<Record<'NL' | 'BE' | 'DACH' | 'OTHER', PaymentMix>> = {
  NL: [
    ['testpay_ideal', 55],
    ['testpay_creditcard', 15],
    ['testpay_paypal', 20],
    ['banktransfer', 10],
  ],
  BE: [
    ['testpay_bancontact', 50],
    ['testpay_creditcard', 25],
    ['testpay_paypal', 15],
    ['banktransfer', 10],
  ],
  DACH: [
    ['testpay_paypal', 40],
    ['testpay_creditcard', 25],
    ['banktransfer', 25],
    ['checkmo', 10],
  ],
  OTHER: [
    ['testpay_creditcard', 50],
    ['testpay_paypal', 40],
    ['banktransfer', 10],
  ],
};

function choosePayment(random: Random, country: string): PaymentMethodData {
  const mix =
    country === 'NL' || country === 'BE'
      ? PAYMENT_MIX[country]
      : ['DE', 'AT', 'CH', 'LU'].includes(country)
        ? PAYMENT_MIX.DACH
        : PAYMENT_MIX.OTHER;
  return findPaymentMethod(pickWeighted(random, mix));
}

function paymentData(random: Random, payment: PaymentMethodData): Record<string, string> {
  if (payment.code === 'testpay_ideal') return { issuer: random.pick(IDEAL_BANKS).value };
  if (payment.code === 'testpay_creditcard')
    return { card_brand: random.pick(['visa', 'mastercard', 'amex']) };
  return {};
}

/** Recent orders are still open; older ones mostly complete. */
function chooseStatus(
  random: Random,
  ageDays: number,
  payment: PaymentMethodData,
  pickup: boolean,
): OrderStatus {
  let status: OrderStatus;
  if (ageDays < 2) {
    status =
      payment.provider === 'offline'
        ? 'pending'
        : pickWeighted<OrderStatus>(random, [
            ['processing', 60],
            ['pending_payment', 25],
            ['payment_review', 10],
            ['fraud', 5],
          ]);
  } else if (ageDays < 10 && payment.provider === 'offline' && random.chance(0.4)) {
    // A bank transfer or cheque that has not arrived yet.
    status = 'pending';
  } else if (ageDays < 10) {
    status = pickWeighted<OrderStatus>(random, [
      ['processing', 45],
      ['shipped', 30],
      ['complete', 20],
      ['holded', 5],
    ]);
  } else {
    status = pickWeighted<OrderStatus>(random, [
      ['complete', 78],
      ['canceled', 7],
      ['closed', 5],
      ['delivered', 5],
      ['processing', 2],
      ['holded', 2],
      ['fraud', 1],
    ]);
  }
  // A collected order is never "shipped" or "delivered" by a carrier.
  if (pickup && (status === 'shipped' || status === 'delivered')) return 'complete';
  return status;
}

/** A coupon for about one order in seven, respecting minimum subtotals and one-per-customer codes. */
function chooseCoupon(random: Random, subtotalInclTax: number, usedWelcome: boolean): CouponData | null {
  if (!random.chance(0.15)) return null;
  const eligible = COUPONS.filter(
    (coupon) =>
      coupon.active &&
      coupon.fromDate === null &&
      coupon.toDate === null &&
      (coupon.minSubtotal === null || toCents(coupon.minSubtotal) <= subtotalInclTax) &&
      !(coupon.code === 'WELKOM10' && usedWelcome),
  );
  return eligible.length > 0 ? random.pick(eligible) : null;
}

const CUSTOMER_NOTES: Readonly<Record<StoreCode, readonly string[]>> = {
  de: ['Bitte beim Nachbarn abgeben.', 'Bitte nicht klingeln, Baby schläft.', 'Lieferung bitte ab 16 Uhr.'],
  nl: ['Graag bij de buren afgeven.', 'Niet aanbellen a.u.b.', 'Graag na 16.00 uur bezorgen.'],
  en: ['Please leave with a neighbour.', 'Please do not ring the bell.', 'Delivery after 4 pm, please.'],
};

function pickupAddress(location: SeededPickupLocation, person: AddressRow): AddressRow {
  return {
    ...person,
    company: location.name,
    coc: null,
    vatId: null,
    street: location.street,
    postcode: location.postcode,
    city: location.city,
    region: null,
    regionCode: null,
    regionId: null,
    countryCode: location.country,
  };
}

/** A copy with only the address fields (a SeededAddress also has its id) and the book entry's id. */
function withCustomerAddressId(address: AddressRow, id: number | null): OrderAddress {
  const { prefix, firstname, middlename, lastname, company, coc, vatId, street } = address;
  const { postcode, city, region, regionCode, regionId, countryCode, telephone } = address;
  return {
    ...{ prefix, firstname, middlename, lastname, company, coc, vatId, street },
    ...{ postcode, city, region, regionCode, regionId, countryCode, telephone },
    customerAddressId: id,
  };
}

/**
 * Days before the reference date, at most `maxDays`: denser towards the present (a shop that grows),
 * and some within the last ten days, so that open orders (pending, processing, shipped) exist.
 */
function orderAge(random: Random, maxDays: number): number {
  const days = random.chance(0.08) ? random.next() * 10 : maxDays * random.next() ** 1.3;
  return Math.max(0.05, Math.min(days, maxDays));
}

interface Owner {
  customer: SeededCustomer | null;
  guest: Guest | null;
  createdAt: string;
}

function planOwners(random: Random, customers: readonly SeededCustomer[], total: number): Owner[] {
  const owners: Owner[] = [];
  for (const [customer, count] of customerOrderCounts(customers, random)) {
    // Never before the account existed.
    const accountAge = customer.createdDaysAgo;
    for (let i = 0; i < count && owners.length < total; i++) {
      owners.push({ customer, guest: null, createdAt: timestampBefore(orderAge(random, accountAge - 1)) });
    }
  }
  const guestOrders = total - owners.length;
  const guests = makeGuests(random, Math.ceil(guestOrders * 0.8));
  for (let i = 0; i < guestOrders; i++) {
    owners.push({
      customer: null,
      guest: random.pick(guests),
      createdAt: timestampBefore(orderAge(random, 730)),
    });
  }
  // ISO timestamps sort as text; plain comparison, because localeCompare is slow on many rows.
  return owners.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** Who orders, in which store view, with which addresses. */
interface Parties {
  store: StoreCode;
  customer: SeededCustomer | null;
  email: string;
  name: PlannedOrder['name'];
  delivery: AddressRow;
  billing: AddressRow;
  /** The address book entries used, for the order addresses' customer_address_id. */
  deliveryId: number | null;
  billingId: number | null;
}

function partiesOf(random: Random, owner: Owner): Parties {
  const { customer, guest } = owner;
  if (customer) {
    // Now and then a customer ships to another address of their book.
    const delivery = random.chance(0.85) ? customer.defaultShipping : random.pick(customer.addresses);
    return {
      store: customer.store,
      customer,
      email: customer.email,
      name: customer,
      delivery,
      billing: customer.defaultBilling,
      deliveryId: delivery.id,
      billingId: customer.defaultBilling.id,
    };
  }
  const { store, email, address } = guest as Guest;
  return {
    store,
    customer: null,
    email,
    name: address,
    delivery: address,
    billing: address,
    deliveryId: null,
    billingId: null,
  };
}

function discountOf(coupon: CouponData | null): Discount | null {
  if (!coupon || coupon.freeShipping) return null;
  const amount = coupon.discountType === 'fixed' ? toCents(coupon.discountAmount) : coupon.discountAmount;
  return { type: coupon.discountType, amount };
}

/** Cents incl. tax; free from the country's free-shipping amount or with a free-shipping coupon. */
function shippingPriceOf(
  method: ShippingMethodData,
  coupon: CouponData | null,
  grossSubtotal: number,
  country: string,
): number {
  const free =
    method.freeShippingEligible &&
    (coupon?.freeShipping === true || grossSubtotal >= toCents(freeShippingAmount(country)));
  return free ? 0 : toCents(method.rates[country] ?? 0);
}

function planOrder(
  random: Random,
  picker: ProductPicker,
  owner: Owner,
  welcomeUsers: Set<number>,
): PlannedOrder {
  const parties = partiesOf(random, owner);
  const { store, customer } = parties;
  const country = parties.delivery.countryCode;
  const lines = pickLines(picker, random);
  const lineInputs = lines.map((line) => ({
    unitPriceInclTax: toCents(line.item.product.price),
    qty: line.qty,
    taxRate: taxRate(country, line.item.product.taxClass),
  }));
  const grossSubtotal = lineInputs.reduce((sum, line) => sum + line.unitPriceInclTax * line.qty, 0);
  const coupon = chooseCoupon(random, grossSubtotal, customer ? welcomeUsers.has(customer.id) : false);
  if (coupon?.code === 'WELKOM10' && customer) welcomeUsers.add(customer.id);
  const shippingMethod = chooseShipping(random, country);
  const pickup = shippingMethod.isPickup ? choosePickupLocation(random, country) : null;
  const totals = computeOrderTotals(
    lineInputs,
    discountOf(coupon),
    shippingPriceOf(shippingMethod, coupon, grossSubtotal, country),
    taxRate(country, 'standard'),
  );
  const payment = choosePayment(random, parties.billing.countryCode);
  const { prefix, firstname, middlename, lastname } = parties.name;
  return {
    createdAt: owner.createdAt,
    store,
    customer,
    email: parties.email,
    name: { prefix, firstname, middlename, lastname },
    // A collected order's shipping address is the store's.
    shippingAddress: pickup
      ? withCustomerAddressId(pickupAddress(pickup, parties.delivery), null)
      : withCustomerAddressId(parties.delivery, parties.deliveryId),
    billingAddress: withCustomerAddressId(parties.billing, parties.billingId),
    lines,
    shippingMethod,
    pickup,
    coupon,
    payment,
    paymentData: paymentData(random, payment),
    status: chooseStatus(random, daysBeforeReference(owner.createdAt), payment, pickup !== null),
    customerNote: random.chance(0.12) ? random.pick(CUSTOMER_NOTES[store]) : null,
    totals,
  };
}

/** Plans every demo order in memory, oldest first; empty when the catalogue has nothing to sell. */
export function planOrders(
  random: Random,
  catalog: CatalogSeedResult,
  customers: readonly SeededCustomer[],
): PlannedOrder[] {
  const items = purchasableProducts(catalog);
  if (items.length === 0) return [];
  const picker = new ProductPicker(items, random);
  const welcomeUsers = new Set<number>();
  return planOwners(random, customers, orderCount(catalog)).map((owner) =>
    planOrder(random, picker, owner, welcomeUsers),
  );
}

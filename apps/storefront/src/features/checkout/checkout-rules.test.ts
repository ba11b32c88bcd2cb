import { describe, expect, it } from 'vitest';
import type { CheckoutCartFragment } from '../../../generated/graphql/graphql';
import {
  addressPartLabels,
  type CheckoutFacts,
  checkoutFacts,
  isStepOpen,
  parsePaymentChoice,
  paymentAdditionalData,
  preferredPaymentCode,
  shippingMethodsFor,
} from './checkout-rules';

const nothing: CheckoutFacts = {
  email: false,
  shippingAddress: false,
  billingAddress: false,
  shippingMethod: false,
  paymentMethod: false,
};

describe('isStepOpen (docs/BEHAVIOUR.md#cart-lifecycle: address, then shipping method, then payment)', () => {
  it('opens only the e-mail step of an empty checkout', () => {
    expect(isStepOpen('email', nothing)).toBe(true);
    expect(isStepOpen('address', nothing)).toBe(false);
    expect(isStepOpen('shipping', nothing)).toBe(false);
  });

  it('loads shipping methods only after both addresses', () => {
    const withShipping = { ...nothing, email: true, shippingAddress: true };
    expect(isStepOpen('address', withShipping)).toBe(true);
    expect(isStepOpen('shipping', withShipping)).toBe(false);
    expect(isStepOpen('shipping', { ...withShipping, billingAddress: true })).toBe(true);
  });

  it('loads payment methods only after a shipping method is set', () => {
    const addressed = { ...nothing, email: true, shippingAddress: true, billingAddress: true };
    expect(isStepOpen('payment', addressed)).toBe(false);
    expect(isStepOpen('payment', { ...addressed, shippingMethod: true })).toBe(true);
  });

  it('allows the order only with every step done, in order', () => {
    const all = {
      email: true,
      shippingAddress: true,
      billingAddress: true,
      shippingMethod: true,
      paymentMethod: true,
    };
    expect(isStepOpen('order', all)).toBe(true);
    expect(isStepOpen('order', { ...all, paymentMethod: false })).toBe(false);
    // A payment method without a shipping method does not count.
    expect(isStepOpen('order', { ...all, shippingMethod: false })).toBe(false);
    expect(isStepOpen('order', { ...all, email: false })).toBe(false);
  });
});

describe('payment preference (docs/BEHAVIOUR.md#cart-lifecycle)', () => {
  const available = ['testpay_ideal', 'banktransfer', 'checkmo'];

  it('prefers the stored choice over the server', () => {
    expect(preferredPaymentCode({ code: 'banktransfer', fields: {} }, 'checkmo', available)).toBe(
      'banktransfer',
    );
  });

  it('falls back to the server choice when the stored one is not available', () => {
    expect(preferredPaymentCode({ code: 'testpay_paypal', fields: {} }, 'checkmo', available)).toBe(
      'checkmo',
    );
    expect(preferredPaymentCode(undefined, 'checkmo', available)).toBe('checkmo');
  });

  it('has no preference when neither is available', () => {
    expect(preferredPaymentCode(undefined, 'testpay_paypal', available)).toBeUndefined();
    expect(preferredPaymentCode(undefined, null, available)).toBeUndefined();
  });

  it('reads a stored choice with its bank and ignores broken values', () => {
    expect(parsePaymentChoice('{"code":"testpay_ideal","fields":{"issuer":"INGBNL2A","n":1}}')).toEqual({
      code: 'testpay_ideal',
      fields: { issuer: 'INGBNL2A' },
    });
    expect(parsePaymentChoice('{"code":"checkmo"}')).toEqual({ code: 'checkmo', fields: {} });
    expect(parsePaymentChoice('not json')).toBeUndefined();
    expect(parsePaymentChoice('{"code":""}')).toBeUndefined();
    expect(parsePaymentChoice('"banktransfer"')).toBeUndefined();
    expect(parsePaymentChoice(null)).toBeUndefined();
  });
});

describe('paymentAdditionalData', () => {
  const issuer = { code: 'issuer', required: true, type: 'select' };

  it('sends filled values and names missing required fields', () => {
    expect(paymentAdditionalData([issuer], { issuer: 'RABONL2U' })).toEqual({
      data: [{ key: 'issuer', value: 'RABONL2U' }],
      missing: [],
    });
    expect(paymentAdditionalData([issuer], { issuer: '  ' })).toEqual({ data: [], missing: ['issuer'] });
    expect(paymentAdditionalData([{ ...issuer, required: false }], {})).toEqual({ data: [], missing: [] });
  });
});

describe('addressPartLabels (invalid-fields summary, docs/BEHAVIOUR.md#validation)', () => {
  it('names the address part with every field label', () => {
    expect(
      addressPartLabels('Lieferadresse', [
        ['postcode', 'Postleitzahl'],
        ['city', 'Ort'],
      ]),
    ).toEqual([
      ['postcode', 'Lieferadresse: Postleitzahl'],
      ['city', 'Lieferadresse: Ort'],
    ]);
  });
});

describe('shippingMethodsFor', () => {
  const methods = [
    { carrier_code: 'dhl', available: true },
    { carrier_code: 'instore', available: true },
    { carrier_code: 'dpd', available: false },
    null,
  ];

  it('lists the delivery methods when shipping and only the store pickup when collecting', () => {
    expect(shippingMethodsFor(methods, false).map((method) => method.carrier_code)).toEqual(['dhl']);
    expect(shippingMethodsFor(methods, true).map((method) => method.carrier_code)).toEqual(['instore']);
    expect(shippingMethodsFor(null, false)).toEqual([]);
  });
});

describe('checkoutFacts', () => {
  /** A cart with an e-mail, both addresses and a selected method; the shipping address as given. */
  function cartWith(pickupLocationCode: string | null): CheckoutCartFragment {
    return {
      email: 'mia@example.com',
      billing_address: { firstname: 'Mia' },
      shipping_addresses: [
        { pickup_location_code: pickupLocationCode, selected_shipping_method: { carrier_code: 'dhl' } },
      ],
    } as unknown as CheckoutCartFragment;
  }

  it('counts the shipping address only when it is of the chosen delivery', () => {
    expect(checkoutFacts(cartWith(null), 'ship', 'banktransfer')).toEqual({
      email: true,
      shippingAddress: true,
      billingAddress: true,
      shippingMethod: true,
      paymentMethod: true,
    });
    // Collecting in a store, but the cart still has a delivery address: not ready.
    expect(checkoutFacts(cartWith(null), 'pickup', 'banktransfer').shippingAddress).toBe(false);
    expect(checkoutFacts(cartWith('store-berlin'), 'pickup', undefined)).toMatchObject({
      shippingAddress: true,
      paymentMethod: false,
    });
    expect(checkoutFacts(cartWith('store-berlin'), 'ship', undefined).shippingAddress).toBe(false);
  });
});

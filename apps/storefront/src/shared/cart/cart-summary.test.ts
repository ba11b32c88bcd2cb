import { describe, expect, it } from 'vitest';
import { cartItemCount, freeShippingRemaining } from './cart-summary';

describe('cart badge count', () => {
  const lines = [{ quantity: 2 }, { quantity: 1 }, { quantity: 5 }];

  it('counts lines or quantities as configured', () => {
    expect(cartItemCount(lines, 'lines')).toBe(3);
    expect(cartItemCount(lines, 'quantity')).toBe(8);
    expect(cartItemCount([], 'quantity')).toBe(0);
  });
});

describe('free-shipping remaining amount', () => {
  it('is the free amount minus the subtotal, floor 0', () => {
    expect(freeShippingRemaining(50, 20.1)).toBe(29.9);
    expect(freeShippingRemaining(50, 50)).toBe(0);
    expect(freeShippingRemaining(50, 80)).toBe(0);
  });
});

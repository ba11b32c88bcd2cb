import { create } from 'zustand';

/** What the header needs to know of the cart; the cart feature fills it when it loads a cart. */
export interface CartSummaryLine {
  quantity: number;
}

interface CartSummaryState {
  lines: readonly CartSummaryLine[];
  /** Cart subtotal including tax, for the free-shipping hint. */
  subtotalIncludingTax: number | undefined;
  /** The amount from which shipping is free (api freeShippingAmount.default_amount). */
  freeShippingAmount: number | undefined;
}

/** Browser-only state (written after loading a cart), empty during server rendering. */
export const useCartSummaryStore = create<CartSummaryState>()(() => ({
  lines: [],
  subtotalIncludingTax: undefined,
  freeShippingAmount: undefined,
}));

export type CartCountMode = 'lines' | 'quantity';

/** The cart badge (docs/BEHAVIOUR.md#cart-lifecycle): the number of lines or the sum of quantities. */
export function cartItemCount(lines: readonly CartSummaryLine[], mode: CartCountMode): number {
  if (mode === 'lines') return lines.length;
  return lines.reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
}

/** What is left to spend for free shipping: free amount minus subtotal including tax, never below 0. */
export function freeShippingRemaining(freeAmount: number, subtotalIncludingTax: number): number {
  return Math.max(0, Math.round((freeAmount - subtotalIncludingTax) * 100) / 100);
}

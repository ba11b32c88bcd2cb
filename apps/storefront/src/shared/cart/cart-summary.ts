/** What the cart count needs to know of a line. */
export interface CartSummaryLine {
  quantity: number;
}

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

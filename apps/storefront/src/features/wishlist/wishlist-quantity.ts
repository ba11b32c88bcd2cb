/**
 * A wishlist quantity as typed: a number above 0 (a comma works as decimal separator, flooring
 * is kept in m²); undefined when it is not one.
 */
export function parseWishlistQuantity(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return undefined;
  const value = Number(normalized);
  return value > 0 ? value : undefined;
}

// The cart lines a product page adds (addProductsToCart's CartItemInput), per product type.
import type { CartItemInput } from '../../../generated/graphql/graphql';
import type { BundleChoices, BundleOption } from './bundle';
import { chosenComponents } from './bundle';

/** base64 of an ASCII uid path such as 'bundle/46/131/2' (the cart's selected_options form). */
export function encodeUid(path: string): string {
  return btoa(path);
}

/** A whole quantity of at least 1. */
export function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
}

export function simpleCartItems(sku: string, quantity: number): CartItemInput[] {
  return [{ sku, quantity: wholeQuantity(quantity) }];
}

/** A configurable product's chosen child, with its parent and the chosen value uids. */
export function configurableCartItems(
  parentSku: string,
  childSku: string,
  valueUids: readonly string[],
  quantity: number,
): CartItemInput[] {
  return [
    {
      sku: childSku,
      parent_sku: parentSku,
      quantity: wholeQuantity(quantity),
      selected_options: [...valueUids],
    },
  ];
}

/** One bundle line: a 'bundle/<option_id>/<selection_id>/<qty>' uid per chosen component. */
export function bundleCartItems(
  bundleSku: string,
  options: readonly BundleOption[],
  choices: BundleChoices,
  quantity: number,
): CartItemInput[] {
  const selected = chosenComponents(options, choices).map(({ option, selection, quantity: qty }) =>
    encodeUid(`bundle/${option.id}/${selection.id}/${qty}`),
  );
  return [{ sku: bundleSku, quantity: wholeQuantity(quantity), selected_options: selected }];
}

/** A grouped product's items with a quantity above zero, each as its own line. */
export function groupedCartItems(quantities: Readonly<Record<string, number>>): CartItemInput[] {
  return Object.entries(quantities)
    .filter(([, quantity]) => Number.isFinite(quantity) && quantity >= 1)
    .map(([sku, quantity]) => ({ sku, quantity: Math.floor(quantity) }));
}

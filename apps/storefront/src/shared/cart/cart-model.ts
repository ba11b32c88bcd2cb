import type { CartDetailsFragment } from '../../../generated/graphql/graphql';
import { browserMediaUrl } from '../media/media-url';
import type { CartSummaryLine } from './cart-summary';

/** One cart line as the mini-cart and the cart page show it. */
export interface CartLine {
  /** The item's uid (what updateCartItems and removeItemFromCart take). */
  uid: string;
  sku: string;
  name: string;
  urlKey: string | undefined;
  image: { url: string; label: string } | undefined;
  /** Chosen options as label/value pairs: configurable options, bundle components. */
  options: { label: string; value: string }[];
  quantity: number;
  isSample: boolean;
  unitPriceIncludingTax: number;
  rowTotalIncludingTax: number;
}

/** The loaded cart: its token, lines and totals (all amounts including tax unless named). */
export interface CartView {
  id: string;
  lines: CartLine[];
  totalQuantity: number;
  subtotalIncludingTax: number;
  subtotalExcludingTax: number;
  grandTotal: number;
  currency: string | undefined;
  /** Coupon codes applied to the cart. */
  appliedCoupons: string[];
  /** What the cart page's totals show besides the subtotals and the grand total. */
  totals: CartTotals;
}

/** Amounts as the api gives them (discounts positive), labels in the store view's language. */
export interface CartTotals {
  discounts: { label: string; amount: number }[];
  /** Tax per rate, e.g. 'MwSt. 19 %'. */
  taxes: { label: string; amount: number }[];
  /** The selected shipping method and its price incl. tax; undefined until one is chosen. */
  shipping: { title: string; amount: number } | undefined;
}

type CartItem = NonNullable<NonNullable<CartDetailsFragment['items']>[number]>;

/** Maps the api's cart to what the storefront shows; lines without a product sku are skipped. */
export function toCartView(cart: CartDetailsFragment): CartView {
  const lines = (cart.items ?? [])
    .filter((item): item is CartItem => item !== null)
    .map(toCartLine)
    .filter((line) => line.sku !== '');
  const subtotal = cart.prices?.subtotal_including_tax;
  return {
    id: cart.id,
    lines,
    totalQuantity: cart.total_quantity,
    subtotalIncludingTax: subtotal?.value ?? 0,
    subtotalExcludingTax: cart.prices?.subtotal_excluding_tax?.value ?? 0,
    grandTotal: cart.prices?.grand_total?.value ?? 0,
    currency: subtotal?.currency ?? undefined,
    appliedCoupons: (cart.applied_coupons ?? []).flatMap((coupon) => (coupon ? [coupon.code] : [])),
    totals: toCartTotals(cart),
  };
}

function toCartTotals(cart: CartDetailsFragment): CartTotals {
  const prices = cart.prices;
  const method = cart.shipping_addresses.find(
    (address) => address?.selected_shipping_method,
  )?.selected_shipping_method;
  return {
    discounts: (prices?.discounts ?? []).flatMap((discount) =>
      discount ? [{ label: discount.label, amount: discount.amount.value ?? 0 }] : [],
    ),
    taxes: (prices?.applied_taxes ?? []).flatMap((tax) =>
      tax ? [{ label: tax.label, amount: tax.amount.value ?? 0 }] : [],
    ),
    shipping: method
      ? {
          title: [method.carrier_title, method.method_title].filter(Boolean).join(' - '),
          amount: prices?.shipping_including_tax?.value ?? 0,
        }
      : undefined,
  };
}

function toCartLine(item: CartItem): CartLine {
  const { product } = item;
  // A configured child shows its own image (the chosen colour), else the parent's.
  const variantImage = 'configured_variant' in item ? item.configured_variant.small_image : null;
  const image = variantImage?.url ? variantImage : product.small_image;
  const imageUrl = browserMediaUrl(image?.url);
  return {
    uid: item.uid,
    sku: product.sku ?? '',
    name: product.name ?? '',
    urlKey: product.url_key ?? undefined,
    image: imageUrl ? { url: imageUrl, label: image?.label || product.name || '' } : undefined,
    options: lineOptions(item),
    quantity: item.quantity,
    isSample: item.is_sample,
    unitPriceIncludingTax: item.prices?.price_including_tax.value ?? 0,
    rowTotalIncludingTax: item.prices?.row_total_including_tax.value ?? 0,
  };
}

function lineOptions(item: CartItem): CartLine['options'] {
  if ('configurable_options' in item) {
    return item.configurable_options.map((option) => ({
      label: option.option_label,
      value: option.value_label,
    }));
  }
  if ('bundle_options' in item) {
    return item.bundle_options.map((option) => ({
      label: option.label,
      value: option.values
        .map((value) => (value.quantity === 1 ? value.label : `${value.quantity} × ${value.label}`))
        .join(', '),
    }));
  }
  return [];
}

/** What the header's cart slot needs (shared/cart/cart-summary.ts). */
export function toSummaryLines(cart: CartView | undefined): CartSummaryLine[] {
  return (cart?.lines ?? []).map((line) => ({ quantity: line.quantity }));
}

import type { OrderByHashQuery } from '../../../generated/graphql/graphql';
import type { CartTotalRow } from '../../shared/cart/cart-totals';
import { browserMediaUrl } from '../../shared/media/media-url';

type OrderData = NonNullable<OrderByHashQuery['order']>;
type OrderAddressData = NonNullable<OrderData['billing_address']>;

/** An ordered line as the payment result pages show it. */
export interface OrderLine {
  id: string;
  name: string;
  sku: string;
  urlKey: string | undefined;
  imageUrl: string | undefined;
  options: { label: string; value: string }[];
  quantity: number;
  unitPriceIncludingTax: number;
  rowTotalIncludingTax: number;
}

export interface OrderAddress {
  name: string;
  company: string | undefined;
  street: string[];
  postcodeAndCity: string;
  countryCode: string | undefined;
  telephone: string | undefined;
}

/** The order of a hash (docs/BEHAVIOUR.md#data Order), all amounts including tax unless named. */
export interface OrderView {
  number: string;
  /** The status label in the store view's language (docs/BEHAVIOUR.md#order-statuses). */
  status: string;
  statusCode: string;
  orderDate: string;
  email: string | undefined;
  shippingMethod: string | undefined;
  paymentMethods: string[];
  billingAddress: OrderAddress | undefined;
  shippingAddress: OrderAddress | undefined;
  lines: OrderLine[];
  totals: CartTotalRow[];
  currency: string | undefined;
}

export function toOrderView(order: OrderData): OrderView {
  const total = order.total;
  return {
    number: order.number,
    status: order.status,
    statusCode: order.status_code,
    orderDate: order.order_date,
    email: order.email ?? undefined,
    shippingMethod: order.shipping_method ?? undefined,
    paymentMethods: (order.payment_methods ?? []).flatMap((method) => (method ? [method.name] : [])),
    billingAddress: order.billing_address ? toOrderAddress(order.billing_address) : undefined,
    shippingAddress: order.shipping_address ? toOrderAddress(order.shipping_address) : undefined,
    lines: (order.items ?? []).flatMap((item) =>
      item
        ? [
            {
              id: item.id,
              name: item.product_name ?? item.product_sku,
              sku: item.product_sku,
              urlKey: item.product_url_key ?? undefined,
              imageUrl: browserMediaUrl(item.image),
              options: item.selected_options?.flatMap((option) => (option ? [option] : [])) ?? [],
              quantity: item.quantity_ordered ?? 0,
              unitPriceIncludingTax: item.product_sale_price.value ?? 0,
              rowTotalIncludingTax: item.prices?.row_total_including_tax.value ?? 0,
            },
          ]
        : [],
    ),
    totals: total ? orderTotalRows(total, order.shipping_method ?? undefined) : [],
    currency: total?.grand_total.currency ?? undefined,
  };
}

/** The same rows as the cart page's totals, in the same order; shipping when the order ships. */
function orderTotalRows(
  total: NonNullable<OrderData['total']>,
  shippingMethod: string | undefined,
): CartTotalRow[] {
  return [
    { kind: 'subtotalExcludingTax', amount: total.subtotal_excl_tax.value ?? 0 },
    { kind: 'subtotalIncludingTax', amount: total.subtotal_incl_tax.value ?? 0 },
    ...(total.discounts ?? []).flatMap((discount) =>
      discount && (discount.amount.value ?? 0) > 0
        ? [{ kind: 'discount' as const, label: discount.label, amount: -(discount.amount.value ?? 0) }]
        : [],
    ),
    ...(shippingMethod
      ? [{ kind: 'shipping' as const, label: shippingMethod, amount: total.total_shipping.value ?? 0 }]
      : []),
    ...(total.taxes ?? []).flatMap((tax) =>
      tax ? [{ kind: 'tax' as const, label: tax.title, amount: tax.amount.value ?? 0 }] : [],
    ),
    { kind: 'grandTotal', amount: total.grand_total.value ?? 0 },
  ];
}

function toOrderAddress(address: OrderAddressData): OrderAddress {
  return {
    name: [address.firstname, address.lastname].filter(Boolean).join(' '),
    company: address.company || undefined,
    street: address.street.filter(Boolean),
    postcodeAndCity: [address.postcode, address.city].filter(Boolean).join(' '),
    countryCode: address.country_code ?? undefined,
    telephone: address.telephone || undefined,
  };
}

import type { RequestContext } from '../../context.js';
import { textKeyOf } from '../../errors.js';
import type { CurrencyEnum, Resolvers, SortQuoteItemsEnum } from '../../generated/resolvers-types.js';
import { countFailure, refuseWhenLimited } from '../../rate-limits.js';
import { decodeUid, encodeUid } from '../../uid.js';
import { checkPageExists, checkPaging, pageInfo } from '../content/paging.js';
import { notAuthorizedError, requireCustomerId } from '../customer/session.js';
import { paymentProviders } from '../payment/setup.js';
import { selectedConfigurableOptions } from '../product/resolvers.js';
import {
  AddItemError,
  type AddKind,
  addErrorAsInput,
  addItem,
  addSample,
  type ConfigurableChoice,
  findLine,
  type ItemRequest,
  removeLine,
  setLineQuantity,
} from './items.js';
import { cartInputError, cartText } from './messages.js';
import {
  applyCoupon,
  type CartCall,
  mergeGuestCart,
  removeCoupon,
  setBillingAddress,
  setCartText,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
  shippingSameAsBilling,
} from './operations.js';
import { availablePaymentMethods } from './payment.js';
import type { PricedLine, PricedShippingMethod } from './pricing.js';
import {
  activeCustomerCart,
  type CartRecord,
  createGuestCart,
  findCartForCaller,
  reloadCart,
} from './records.js';
import { type CartAddressView, type CartView, cartView } from './view.js';

function money(value: number, currency: string) {
  return { value, currency: currency as CurrencyEnum };
}

function cartRequest(context: RequestContext) {
  return { caller: context.caller, language: context.store.language };
}

/**
 * Reads a cart the caller may see. A cart is one shopper's, whoever's token reads it: the answer
 * must never be cached as a public (shop token) response.
 */
/** What `itemsV2` sorts by (SortQuoteItemsEnum): the line's own values; lines are numbered as added. */
const LINE_SORT_KEYS: Partial<Record<SortQuoteItemsEnum, (line: PricedLine) => number | string>> = {
  ITEM_ID: (line) => line.id,
  CREATED_AT: (line) => line.id,
  PRODUCT_ID: (line) => line.productId,
  SKU: (line) => line.sku,
  NAME: (line) => line.name,
  QTY: (line) => line.qty,
  PRICE: (line) => line.price,
  PRICE_INC_TAX: (line) => line.priceInclTax,
  ROW_TOTAL: (line) => line.rowTotal,
  ROW_TOTAL_INC_TAX: (line) => line.rowTotalInclTax,
  DISCOUNT_AMOUNT: (line) => line.discount,
  TAX_PERCENT: (line) => line.taxRate,
};

function sortedLines(
  lines: readonly PricedLine[],
  sort: { field: SortQuoteItemsEnum; order: 'ASC' | 'DESC' } | null | undefined,
  language: string,
): PricedLine[] {
  if (!sort) return [...lines];
  const key = LINE_SORT_KEYS[sort.field];
  if (!key) {
    throw cartInputError(language, 'cart.sort_field_unsupported', {
      field: sort.field,
      fields: Object.keys(LINE_SORT_KEYS).join(', '),
    });
  }
  const direction = sort.order === 'DESC' ? -1 : 1;
  return [...lines].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return direction * order || a.id - b.id;
  });
}

/** Merges a guest cart into the caller's cart (the given one, else their active one) and answers it. */
async function mergeIntoCustomerCart(
  context: RequestContext,
  sourceCartId: string,
  destinationCartId: string | null,
): Promise<CartView> {
  const customerId = requireCustomerId(context);
  const record = await context.db.transaction(async (tx) => {
    const call = { db: tx, caller: context.caller, store: context.store };
    const target = await mergeGuestCart(call, customerId, sourceCartId, destinationCartId);
    return reloadCart(tx, target.id);
  });
  return cartView(context.db, record, context.store);
}

async function readCart(context: RequestContext, maskedId: string): Promise<CartView> {
  context.responseCache.shareable = false;
  const record = await findCartForCaller(context.db, cartRequest(context), maskedId);
  return cartView(context.db, record, context.store);
}

/**
 * Runs one cart mutation in one transaction on the locked cart: when `work` throws, nothing of
 * it is kept. Answers the cart as it is after the commit.
 */
async function mutateCart(
  context: RequestContext,
  maskedId: string,
  work: (call: CartCall, cart: CartRecord) => Promise<void>,
): Promise<CartView> {
  const record = await context.db.transaction(async (tx) => {
    const cart = await findCartForCaller(tx, cartRequest(context), maskedId, { forUpdate: true });
    await work({ db: tx, caller: context.caller, store: context.store }, cart);
    await tx.query('UPDATE cart SET updated_at = now() WHERE id = $1', [cart.id]);
    return reloadCart(tx, cart.id);
  });
  return cartView(context.db, record, context.store);
}

/** Adds items for the older add calls: the first problem fails the whole call (`graphql-input`). */
async function addAll(
  context: RequestContext,
  maskedId: string,
  items: readonly ItemRequest[],
  kind: AddKind,
) {
  return {
    cart: await mutateCart(context, maskedId, async (call, cart) => {
      for (const item of items) {
        try {
          await addItem(call.db, cart.id, call.store.code, item, kind);
        } catch (error) {
          throw error instanceof AddItemError ? addErrorAsInput(error, call.store.language) : error;
        }
      }
    }),
  };
}

function lineOutOfStockText(line: PricedLine, language: string): string {
  return cartText(language, line.isBundle ? 'cart.bundle_out_of_stock' : 'product.option_out_of_stock');
}

/** What special prices take off (amount and percent of the price before them). */
function catalogDiscount(original: number, paid: number) {
  const amountOff = Math.max(0, Math.round((original - paid) * 100) / 100);
  return {
    amount_off: amountOff,
    percent_off: original > 0 ? Math.round((amountOff / original) * 10_000) / 100 : 0,
  };
}

const itemFields = {
  customizable_options: () => [],
  gift_message: () => null,
  id: (line: PricedLine) => String(line.id),
  uid: (line: PricedLine) => encodeUid(line.id),
  quantity: (line: PricedLine) => line.qty,
  is_available: (line: PricedLine) => line.available,
  is_sample: (line: PricedLine) => line.isSample,
  not_available_message: (line: PricedLine, _args: unknown, context: RequestContext) =>
    line.available ? null : lineOutOfStockText(line, context.store.language),
  errors: (line: PricedLine, _args: unknown, context: RequestContext) =>
    line.available
      ? null
      : [{ code: 'ITEM_QTY' as const, message: lineOutOfStockText(line, context.store.language) }],
  product: async (line: PricedLine, _args: unknown, context: RequestContext) => {
    const product = await context.loaders.product.rows.load(line.parentProductId ?? line.productId);
    if (!product) throw new Error(`product ${line.productId} of cart item ${line.id} is missing`);
    return product;
  },
  prices: (line: PricedLine, _args: unknown, context: RequestContext) => {
    const currency = context.store.defaultDisplayCurrencyCode;
    return {
      price: money(line.price, currency),
      price_including_tax: money(line.priceInclTax, currency),
      row_total: money(line.rowTotal, currency),
      row_total_including_tax: money(line.rowTotalInclTax, currency),
      discounts: line.coupon
        ? [
            {
              amount: money(line.discount, currency),
              applied_to: 'ITEM' as const,
              label: line.coupon.label,
              coupon: { code: line.coupon.code },
            },
          ]
        : [],
      total_item_discount: money(line.discount, currency),
      original_item_price: money(line.originalPriceInclTax, currency),
      original_row_total: money(line.originalRowTotalInclTax, currency),
      catalog_discount: catalogDiscount(line.originalPriceInclTax, line.priceInclTax),
      row_catalog_discount: catalogDiscount(line.originalRowTotalInclTax, line.rowTotalInclTax),
      fixed_product_taxes: [],
    };
  },
};

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, args, context) => readCart(context, args.cart_id),
    checkoutAgreements: () => [],
    customerCart: async (_parent, _args, context) => {
      context.responseCache.shareable = false;
      const customerId = requireCustomerId(context);
      const record = await context.db.transaction((tx) =>
        activeCustomerCart(tx, customerId, context.store.code),
      );
      return cartView(context.db, record, context.store);
    },
    getPaymentMethods: async (_parent, args, context) => {
      const view = await readCart(context, args.cart_id);
      return availablePaymentMethods(
        context.db,
        context.store.code,
        await view.pricing(),
        paymentProviders(context.config),
      );
    },
  },
  Mutation: {
    createEmptyCart: async (_parent, _args, context) => {
      if (context.caller.kind === 'invalid-token') throw notAuthorizedError(context.store.language);
      const caller = context.caller;
      const cart = await context.db.transaction((tx) =>
        caller.kind === 'customer'
          ? activeCustomerCart(tx, caller.customerId, context.store.code)
          : createGuestCart(tx, context.store.code),
      );
      return cart.maskedId;
    },
    createGuestCart: async (_parent, args, context) => {
      if (context.caller.kind === 'invalid-token') throw notAuthorizedError(context.store.language);
      if (context.caller.kind === 'customer')
        throw cartInputError(context.store.language, 'cart.guest_cart_for_customer');
      if (args.input?.cart_uid) throw cartInputError(context.store.language, 'cart.cart_uid_not_accepted');
      const record = await context.db.transaction((tx) => createGuestCart(tx, context.store.code));
      return { cart: await cartView(context.db, record, context.store) };
    },
    assignCustomerToGuestCart: (_parent, args, context) => mergeIntoCustomerCart(context, args.cart_id, null),
    mergeCarts: (_parent, args, context) =>
      mergeIntoCustomerCart(context, args.source_cart_id, args.destination_cart_id ?? null),
    addProductsToCart: async (_parent, args, context) => {
      const userErrors: { code: AddItemError['code']; message: string }[] = [];
      const cart = await mutateCart(context, args.cartId, async (call, record) => {
        for (const item of args.cartItems) {
          try {
            await addItem(call.db, record.id, call.store.code, item);
          } catch (error) {
            if (!(error instanceof AddItemError)) throw error;
            userErrors.push({ code: error.code, message: error.text(call.store.language) });
          }
        }
      });
      return { cart, user_errors: userErrors };
    },
    addSimpleProductsToCart: (_parent, args, context) => {
      const input = args.input ?? { cart_id: '', cart_items: [] };
      return addAll(
        context,
        input.cart_id,
        input.cart_items.map((item) => item.data),
        'simple',
      );
    },
    addConfigurableProductsToCart: (_parent, args, context) => {
      const input = args.input ?? { cart_id: '', cart_items: [] };
      const items = input.cart_items.map(
        (item): ItemRequest => ({
          ...item.data,
          sku: item.variant_sku ?? item.data.sku,
          parent_sku: item.parent_sku ?? item.data.parent_sku ?? null,
        }),
      );
      return addAll(context, input.cart_id, items, 'configurable');
    },
    addBundleProductsToCart: (_parent, args, context) => {
      const input = args.input ?? { cart_id: '', cart_items: [] };
      const items = input.cart_items.map(
        (item): ItemRequest => ({
          ...item.data,
          selected_options: [
            ...(item.data.selected_options ?? []),
            ...item.bundle_options.flatMap((option) =>
              option.value.map((selectionId) =>
                encodeUid(`bundle/${option.id}/${selectionId}/${option.quantity}`),
              ),
            ),
          ],
        }),
      );
      return addAll(context, input.cart_id, items, 'bundle');
    },
    addSampleProductToCart: async (_parent, args, context) => ({
      cart: await mutateCart(context, args.input.cart_id, async (call, cart) => {
        try {
          await addSample(call.db, cart.id, call.store.code, args.input.sku);
        } catch (error) {
          throw error instanceof AddItemError ? addErrorAsInput(error, call.store.language) : error;
        }
      }),
    }),
    updateCartItems: async (_parent, args, context) => {
      const input = args.input ?? { cart_id: '', cart_items: [] };
      const cart = await mutateCart(context, input.cart_id, async (call, record) => {
        const language = call.store.language;
        for (const item of input.cart_items) {
          const id = item.cart_item_id ?? (item.cart_item_uid ? Number(decodeUid(item.cart_item_uid)) : null);
          if (id === null) throw cartInputError(language, 'cart.item_id_required');
          if (item.quantity === null || item.quantity === undefined) {
            throw cartInputError(language, 'cart.quantity_invalid');
          }
          const line = await findLine(call.db, record.id, id, language);
          await setLineQuantity(call.db, record.id, call.store.code, line, item.quantity, language);
        }
      });
      return { cart, errors: [] };
    },
    removeItemFromCart: async (_parent, args, context) => {
      const input = args.input ?? { cart_id: '' };
      return {
        cart: await mutateCart(context, input.cart_id, async (call, record) => {
          const language = call.store.language;
          const id =
            input.cart_item_id ?? (input.cart_item_uid ? Number(decodeUid(input.cart_item_uid)) : null);
          if (id === null) throw cartInputError(language, 'cart.item_id_required');
          await removeLine(call.db, (await findLine(call.db, record.id, id, language)).id);
        }),
      };
    },
    applyCouponToCart: async (_parent, args, context) => {
      const input = args.input ?? { cart_id: '', coupon_code: '' };
      // Wrong codes are counted per cart and per address: past the limit every code is refused,
      // a right one too, so that guessing stops paying off.
      const guesser = { subject: `cart:${input.cart_id}` };
      await refuseWhenLimited(context, 'coupon', guesser);
      try {
        return {
          cart: await mutateCart(context, input.cart_id, (call, cart) =>
            applyCoupon(call, cart, input.coupon_code),
          ),
        };
      } catch (error) {
        if (textKeyOf(error) === 'cart.coupon_unknown') await countFailure(context, 'coupon', guesser);
        throw error;
      }
    },
    removeCouponFromCart: async (_parent, args, context) => ({
      cart: await mutateCart(context, args.input?.cart_id ?? '', (call, cart) => removeCoupon(call.db, cart)),
    }),
    setGuestEmailOnCart: async (_parent, args, context) => {
      const input = args.input ?? { cart_id: '', email: '' };
      return {
        cart: await mutateCart(context, input.cart_id, (call, cart) =>
          setGuestEmail(call, cart, input.email),
        ),
      };
    },
    setShippingAddressesOnCart: async (_parent, args, context) => {
      const input = args.input ?? { cart_id: '', shipping_addresses: [] };
      return {
        cart: await mutateCart(context, input.cart_id, async (call, cart) => {
          const [address] = input.shipping_addresses;
          if (!address || input.shipping_addresses.length !== 1) {
            throw cartInputError(call.store.language, 'cart.one_shipping_address');
          }
          await setShippingAddress(call, cart, address);
          if (address.customer_notes !== undefined && address.customer_notes !== null) {
            await setCartText(call, cart, 'customer_note', address.customer_notes);
          }
        }),
      };
    },
    setGiftOptionsOnCart: async (_parent, args, context) => {
      const input = args.input;
      if (
        input?.gift_message ||
        input?.gift_wrapping_id ||
        input?.gift_receipt_included ||
        input?.printed_card_included
      ) {
        throw cartInputError(context.store.language, 'cart.gift_options_unavailable');
      }
      return { cart: await readCart(context, input?.cart_id ?? '') };
    },
    setBillingAddressOnCart: async (_parent, args, context) => {
      const input = args.input;
      return {
        cart: await mutateCart(context, input?.cart_id ?? '', (call, cart) =>
          setBillingAddress(call, cart, input?.billing_address ?? {}),
        ),
      };
    },
    setShippingMethodsOnCart: async (_parent, args, context) => {
      const input = args.input ?? { cart_id: '', shipping_methods: [] };
      return {
        cart: await mutateCart(context, input.cart_id, (call, cart) =>
          setShippingMethod(call, cart, input.shipping_methods),
        ),
      };
    },
    setPaymentMethodOnCart: async (_parent, args, context) => {
      const input = args.input;
      return {
        cart: await mutateCart(context, input?.cart_id ?? '', (call, cart) =>
          setPaymentMethod(
            call,
            cart,
            input?.payment_method.code ?? '',
            input?.payment_method.additional_data ?? [],
            paymentProviders(context.config),
          ),
        ),
      };
    },
    setCustomerNoteOnCart: async (_parent, args, context) => ({
      cart: await mutateCart(context, args.input.cart_id, (call, cart) =>
        setCartText(call, cart, 'customer_note', args.input.customer_note),
      ),
    }),
    setDeliveryTimeOnCart: async (_parent, args, context) => ({
      cart: await mutateCart(context, args.input.cart_id, (call, cart) =>
        setCartText(call, cart, 'delivery_time', args.input.delivery_time),
      ),
    }),
  },
  Cart: {
    id: (view) => view.record.maskedId,
    email: async (view) => (await view.pricing()).email,
    delivery_time: (view) => view.record.deliveryTime,
    comment: (view) => view.record.customerNote,
    items: async (view) => (await view.pricing()).lines,
    itemsV2: async (view, args, context) => {
      const paging = checkPaging(args.pageSize, args.currentPage, { pageSize: 20, currentPage: 1 });
      const lines = sortedLines((await view.pricing()).lines, args.sort, context.store.language);
      const totalPages = checkPageExists(paging, lines.length);
      const start = (paging.currentPage - 1) * paging.pageSize;
      return {
        items: lines.slice(start, start + paging.pageSize),
        page_info: pageInfo(paging, totalPages),
        total_count: lines.length,
      };
    },
    applied_coupon: async (view) => {
      const coupon = (await view.pricing()).coupon;
      return coupon ? { code: coupon.code } : null;
    },
    applied_coupons: async (view) => {
      const coupon = (await view.pricing()).coupon;
      return coupon ? [{ code: coupon.code }] : [];
    },
    shipping_addresses: async (view) => {
      const pricing = await view.pricing();
      return pricing.shippingAddress ? [{ address: pricing.shippingAddress, pricing }] : [];
    },
    billing_address: async (view) => {
      const pricing = await view.pricing();
      return pricing.billingAddress ? { address: pricing.billingAddress, pricing } : null;
    },
    default_shipping_method: async (view) => {
      const pricing = await view.pricing();
      if (pricing.shippingMethod) return pricing.shippingMethod;
      const delivered = pricing.availableShippingMethods.filter((method) => !method.isPickup);
      return delivered.reduce<PricedShippingMethod | null>(
        (cheapest, method) => (cheapest && cheapest.priceInclTax <= method.priceInclTax ? cheapest : method),
        null,
      );
    },
    available_payment_methods: async (view, _args, context) =>
      availablePaymentMethods(
        context.db,
        context.store.code,
        await view.pricing(),
        paymentProviders(context.config),
      ),
    selected_payment_method: async (view, _args, context) => {
      const code = view.record.paymentMethodCode;
      if (!code) return null;
      const [row] = await context.db.query<{ title: string }>(
        `SELECT coalesce(s.title, m.code) AS title FROM payment_method m
           LEFT JOIN payment_method_store s ON s.payment_method_code = m.code AND s.store_code = $2
          WHERE m.code = $1`,
        [code, context.store.code],
      );
      return {
        code,
        title: row?.title ?? code,
        purchase_order_number: null,
        additional_data: Object.entries(view.record.paymentAdditionalData).map(([key, value]) => ({
          key,
          value: String(value),
        })),
      };
    },
    prices: async (view) => {
      const pricing = await view.pricing();
      const currency = pricing.currency;
      return {
        discount:
          pricing.coupon && pricing.discount > 0
            ? { amount: money(pricing.discount, currency), label: [pricing.coupon.label] }
            : null,
        grand_total: money(pricing.grandTotal, currency),
        grand_total_excluding_tax: money(pricing.grandTotalExclTax, currency),
        subtotal_including_tax: money(pricing.subtotalInclTax, currency),
        subtotal_excluding_tax: money(pricing.subtotalExclTax, currency),
        subtotal_with_discount_excluding_tax: money(pricing.subtotalWithDiscountExclTax, currency),
        shipping_including_tax: money(pricing.shippingInclTax, currency),
        shipping_excluding_tax: money(pricing.shippingExclTax, currency),
        applied_taxes: pricing.taxes.map((tax) => ({
          amount: money(tax.amount, currency),
          label: tax.label,
          rate: tax.rate,
        })),
        discounts:
          pricing.coupon && pricing.discount > 0
            ? [
                {
                  amount: money(pricing.discount, currency),
                  applied_to: 'ITEM' as const,
                  label: pricing.coupon.label,
                  coupon: { code: pricing.coupon.code },
                },
              ]
            : [],
      };
    },
    total_quantity: async (view) => (await view.pricing()).totalQuantity,
    total_summary_quantity_including_config: async (view) => (await view.pricing()).totalQuantity,
    gift_message: () => null,
    gift_receipt_included: () => false,
    printed_card_included: () => false,
    is_virtual: () => false,
  },
  CartItemInterface: {
    __resolveType: (line) =>
      line.isBundle
        ? 'BundleCartItem'
        : line.parentProductId !== null
          ? 'ConfigurableCartItem'
          : 'SimpleCartItem',
  },
  SimpleCartItem: itemFields,
  ConfigurableCartItem: {
    ...itemFields,
    configurable_options: (line, _args, context) =>
      line.parentProductId === null
        ? []
        : selectedConfigurableOptions(
            context,
            line.parentProductId,
            (line.line.selectedOptions as ConfigurableChoice[]).map((choice) => ({
              attributeCode: choice.attribute_code,
              valueIndex: choice.option_id,
            })),
          ),
    configured_variant: async (line, _args, context) => {
      const product = await context.loaders.product.rows.load(line.productId);
      if (!product) throw new Error(`product ${line.productId} of cart item ${line.id} is missing`);
      return product;
    },
  },
  BundleCartItem: {
    ...itemFields,
    bundle_options: async (line, _args, context) => {
      const options = await context.loaders.product.bundleOptions.load(line.productId);
      const currency = context.store.defaultDisplayCurrencyCode;
      const names = await context.loaders.product.rows.loadMany(
        line.components.map((component) => component.productId),
      );
      return options.flatMap((option) => {
        const chosen = line.components.filter((component) => component.optionId === option.optionId);
        if (chosen.length === 0) return [];
        return [
          {
            id: option.optionId,
            uid: encodeUid(`bundle/${option.optionId}`),
            label: option.title,
            type: option.type,
            values: chosen.map((component) => {
              const product = names[line.components.indexOf(component)];
              return {
                id: component.selectionId,
                uid: encodeUid(`bundle/${option.optionId}/${component.selectionId}/${component.qty}`),
                label: product && !(product instanceof Error) ? product.name : '',
                quantity: component.qty,
                price: component.priceInclTax,
                priceV2: money(component.priceInclTax, currency),
                original_price: money(component.originalPriceInclTax, currency),
              };
            }),
          },
        ];
      });
    },
  },
  CartAddressInterface: {
    __resolveType: (view) =>
      view.address.type === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress',
  },
  ShippingCartAddress: {
    ...addressFields(),
    available_shipping_methods: (view) => view.pricing.availableShippingMethods,
    selected_shipping_method: (view) => view.pricing.shippingMethod,
    customer_notes: (view) => view.pricing.cart.customerNote,
    cart_items_v2: (view) => view.pricing.lines,
    cart_items: (view) => view.pricing.lines.map((line) => ({ cart_item_id: line.id, quantity: line.qty })),
    items_weight: () => null,
    same_as_billing: (view) => shippingSameAsBilling(view.address, view.pricing.billingAddress),
    pickup_location_code: (view) => view.pricing.cart.pickupLocationCode,
  },
  BillingCartAddress: { ...addressFields(), customer_notes: () => null },
  AvailableShippingMethod: {
    ...shippingFieldResolvers(),
    available: () => true,
    error_message: () => null,
  },
  SelectedShippingMethod: shippingFieldResolvers(),
  AvailablePaymentMethod: {
    code: (method) => method.code,
    title: (method) => method.title,
    is_deferred: () => false,
    additional_fields: (method) => method.fields,
    instructions: (method) => method.instructions,
  },
  PaymentMethod: {
    code: (method) => method.code,
    label: (method) => method.title,
    additional_fields: (method) => method.fields,
    instructions: (method) => method.instructions,
  },
  Error: {
    __resolveType: () => 'CartUserInputError',
  },
};

function shippingFieldResolvers() {
  return {
    carrier_code: (method: PricedShippingMethod) => method.carrierCode,
    method_code: (method: PricedShippingMethod) => method.methodCode,
    carrier_title: (method: PricedShippingMethod) => method.carrierTitle,
    method_title: (method: PricedShippingMethod) => method.methodTitle,
    // What the shopper pays for it: the price incl. tax (0 when shipping is free).
    amount: (method: PricedShippingMethod, _args: unknown, context: RequestContext) =>
      money(method.priceInclTax, context.store.defaultDisplayCurrencyCode),
    price_incl_tax: (method: PricedShippingMethod, _args: unknown, context: RequestContext) =>
      money(method.priceInclTax, context.store.defaultDisplayCurrencyCode),
    price_excl_tax: (method: PricedShippingMethod, _args: unknown, context: RequestContext) =>
      money(method.priceExclTax, context.store.defaultDisplayCurrencyCode),
    base_amount: (method: PricedShippingMethod, _args: unknown, context: RequestContext) =>
      money(method.priceInclTax, context.store.defaultDisplayCurrencyCode),
  };
}

type View = CartAddressView;

function addressFields() {
  return {
    uid: (view: View) => encodeUid(view.address.id),
    id: (view: View) => view.address.id,
    prefix: (view: View) => view.address.prefix,
    firstname: (view: View) => view.address.firstname,
    middlename: (view: View) => view.address.middlename,
    lastname: (view: View) => view.address.lastname,
    suffix: (view: View) => view.address.suffix,
    company: (view: View) => view.address.company,
    coc: (view: View) => view.address.coc,
    vat_id: (view: View) => view.address.vatId,
    street: (view: View) => view.address.street,
    city: (view: View) => view.address.city,
    postcode: (view: View) => view.address.postcode,
    telephone: (view: View) => view.address.telephone,
    fax: (view: View) => view.address.fax,
    region: (view: View) =>
      view.address.region || view.address.regionCode
        ? { code: view.address.regionCode, label: view.address.region, region_id: view.address.regionId }
        : null,
    country: async (view: View, _args: unknown, context: RequestContext) => {
      const code = view.address.countryCode;
      const [row] = await context.db.query<{ name: string }>(
        'SELECT name FROM country_store WHERE country_id = $1 AND store_code = $2',
        [code, context.store.code],
      );
      return { code, label: row?.name ?? code };
    },
  };
}

import {
  AddProductsToWishlistDocument,
  CustomerWishlistDocument,
  MergeWishlistsDocument,
  RemoveProductsFromWishlistDocument,
  SharedWishlistDocument,
  type SharedWishlistQuery,
  ShareWishlistDocument,
  UpdateProductsInWishlistDocument,
  type WishlistContentFragment,
} from '../../../generated/graphql/graphql';
import { GraphQLRequestError, request } from '../../shared/graphql/client';
import { type ProductSummary, toProductSummary } from '../../shared/product-card/products';

/** The customer token and the store view (the `Store` header) of a wishlist call. */
export interface WishlistCallOptions {
  token: string;
  store: string | undefined;
}

export interface WishlistItemView {
  id: string;
  qty: number;
  description: string;
  /** A configurable's chosen variant. */
  childSku: string | undefined;
  product: ProductSummary;
}

export interface CustomerWishlist {
  id: string;
  items: WishlistItemView[];
  itemsCount: number;
  sharingCode: string | undefined;
  isShared: boolean;
}

export interface SharedWishlistPage {
  customerName: string | undefined;
  itemsCount: number;
  items: WishlistItemView[];
  currentPage: number;
  totalPages: number;
}

/** The result of a wishlist change: the wishlist after it and the item errors (docs/BEHAVIOUR.md#error-texts: the first is shown). */
export interface WishlistChange {
  wishlist: CustomerWishlist;
  userErrors: string[];
}

/** Product images through the storefront's own /media proxy (the browser talks to one origin). */
function summary(product: Parameters<typeof toProductSummary>[0]): ProductSummary {
  return toProductSummary(product, window.location.origin);
}

type ItemData = NonNullable<NonNullable<WishlistContentFragment['items']>[number]>;

function toItem(item: ItemData): WishlistItemView | undefined {
  if (item.id === null || item.id === undefined || !item.product) return undefined;
  return {
    id: String(item.id),
    qty: item.qty ?? 1,
    description: item.description ?? '',
    childSku: item.child_sku ?? undefined,
    product: summary(item.product),
  };
}

export function toCustomerWishlist(wishlist: WishlistContentFragment): CustomerWishlist {
  const items = (wishlist.items ?? [])
    .map((item) => (item ? toItem(item) : undefined))
    .filter((item) => item !== undefined);
  return {
    id: String(wishlist.id ?? ''),
    items,
    itemsCount: wishlist.items_count ?? items.length,
    sharingCode: wishlist.sharing_code ?? undefined,
    isShared: wishlist.is_shared,
  };
}

export async function fetchCustomerWishlist(
  options: WishlistCallOptions,
): Promise<{ wishlist: CustomerWishlist; customerName: string }> {
  const data = await request(CustomerWishlistDocument, {}, { token: options.token, store: options.store });
  const customer = data.customer;
  if (!customer) throw new Error('customer answered no wishlist');
  return {
    wishlist: toCustomerWishlist(customer.wishlist),
    customerName: [customer.firstname, customer.lastname].filter(Boolean).join(' '),
  };
}

export async function addProductsToWishlist(
  wishlistId: string,
  items: Array<{ sku: string; parent_sku?: string; quantity: number }>,
  options: WishlistCallOptions,
): Promise<WishlistChange> {
  const data = await request(
    AddProductsToWishlistDocument,
    { wishlistId, wishlistItems: items },
    { token: options.token, store: options.store },
  );
  const result = data.addProductsToWishlist;
  if (!result) throw new Error('addProductsToWishlist answered nothing');
  return {
    wishlist: toCustomerWishlist(result.wishlist),
    userErrors: result.user_errors.map((error) => error.message),
  };
}

export async function removeProductsFromWishlist(
  wishlistId: string,
  itemIds: string[],
  options: WishlistCallOptions,
): Promise<WishlistChange> {
  const data = await request(
    RemoveProductsFromWishlistDocument,
    { wishlistId, wishlistItemsIds: itemIds },
    { token: options.token, store: options.store },
  );
  const result = data.removeProductsFromWishlist;
  if (!result) throw new Error('removeProductsFromWishlist answered nothing');
  return {
    wishlist: toCustomerWishlist(result.wishlist),
    userErrors: result.user_errors.map((error) => error.message),
  };
}

export async function updateProductsInWishlist(
  wishlistId: string,
  items: Array<{ wishlist_item_id: string; quantity?: number; description?: string }>,
  options: WishlistCallOptions,
): Promise<WishlistChange> {
  const data = await request(
    UpdateProductsInWishlistDocument,
    { wishlistId, wishlistItems: items },
    { token: options.token, store: options.store },
  );
  const result = data.updateProductsInWishlist;
  if (!result) throw new Error('updateProductsInWishlist answered nothing');
  return {
    wishlist: toCustomerWishlist(result.wishlist),
    userErrors: result.user_errors.map((error) => error.message),
  };
}

/** Moves the guest wishlist's items into the customer's (the api skips skus already there). */
export async function mergeWishlists(
  source: string,
  options: WishlistCallOptions,
): Promise<CustomerWishlist> {
  const data = await request(
    MergeWishlistsDocument,
    { source },
    { token: options.token, store: options.store },
  );
  return toCustomerWishlist(data.mergeWishlists);
}

export async function shareWishlist(
  input: { wishlistId: string; customerName: string; emails: string[]; message: string },
  options: WishlistCallOptions,
): Promise<{ wishlist: CustomerWishlist; sent: number }> {
  const data = await request(
    ShareWishlistDocument,
    {
      wishlistId: input.wishlistId,
      customerName: input.customerName,
      emails: input.emails,
      message: input.message || null,
    },
    { token: options.token, store: options.store },
  );
  return { wishlist: toCustomerWishlist(data.shareWishlist.wishlist), sent: data.shareWishlist.sent };
}

/** One page of a shared wishlist; undefined when the code names none. */
export async function fetchSharedWishlist(
  code: string,
  page: { currentPage: number; pageSize: number },
  options: { store: string | undefined; signal?: AbortSignal },
): Promise<SharedWishlistPage | undefined> {
  let shared: SharedWishlistQuery['sharedWishlist'];
  try {
    shared = (await request(SharedWishlistDocument, { code, ...page }, options)).sharedWishlist;
  } catch (error) {
    // An unknown (or no longer shared) code.
    if (error instanceof GraphQLRequestError && error.category === 'graphql-no-such-entity') return undefined;
    throw error;
  }
  if (!shared) return undefined;
  return {
    customerName: shared.customer_name ?? undefined,
    itemsCount: shared.items_count,
    items: shared.items.map((item) => toItem(item)).filter((item) => item !== undefined),
    currentPage: shared.page_info.current_page ?? page.currentPage,
    totalPages: shared.page_info.total_pages ?? 1,
  };
}

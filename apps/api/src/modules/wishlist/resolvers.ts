import type { RequestContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { noSuchEntityError } from '../../errors.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { limitRequest } from '../../rate-limits.js';
import { keyedInputError } from '../../texts.js';
import { requireCustomerId } from '../customer/session.js';
import { kickMailDelivery } from '../mail/delivery.js';
import { selectedConfigurableOptions } from '../product/resolvers.js';
import { checkPaging } from '../review/reviews.js';
import { wishlistText } from './messages.js';
import { checkShare, shareWishlist } from './share.js';
import {
  accessibleWishlist,
  addItems,
  countItems,
  createGuestWishlist,
  createNamedWishlist,
  customerWishlist,
  customerWishlists,
  deleteWishlist,
  forbidden,
  mergeInto,
  publicWishlistId,
  reloadWishlist,
  removeItems,
  sharedWishlist,
  updateItems,
  updateWishlist,
  type WishlistItemRow,
  type WishlistRow,
  wishlistItems,
} from './wishlists.js';

/** Runs one wishlist change in a transaction on the wishlist the id names (locked), then rereads it. */
async function changeWishlist<T>(
  context: RequestContext,
  wishlistId: string,
  change: (tx: Queryable, wishlist: WishlistRow) => Promise<T>,
): Promise<{ wishlist: WishlistRow; result: T }> {
  return context.db.transaction(async (tx) => {
    const wishlist = await accessibleWishlist(tx, context.caller, context.store.language, wishlistId, true);
    const result = await change(tx, wishlist);
    return { wishlist: await reloadWishlist(tx, wishlist.id), result };
  });
}

const itemProduct = (item: WishlistItemRow, context: RequestContext) =>
  context.loaders.product.rows.load(item.parentProductId ?? item.productId);

const interfaceItemFields = {
  customizable_options: () => [],
  id: (item: WishlistItemRow) => String(item.id),
  quantity: (item: WishlistItemRow) => item.qty,
  description: (item: WishlistItemRow) => item.description,
  added_at: (item: WishlistItemRow) => item.addedAt,
  product: (item: WishlistItemRow, _args: unknown, context: RequestContext) => itemProduct(item, context),
};

export const wishlistResolvers: Resolvers = {
  Query: {
    guestWishlist: (_parent, args, context) => {
      // The answer changes with every edit: never a shared cache entry.
      context.responseCache.shareable = false;
      return accessibleWishlist(context.db, context.caller, context.store.language, args.wishlistId);
    },
    sharedWishlist: async (_parent, args, context) => {
      context.responseCache.shareable = false;
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      checkPaging(pageSize, currentPage);
      const wishlist = await sharedWishlist(context.db, args.code);
      if (!wishlist) {
        throw noSuchEntityError(wishlistText(context.store.language, 'wishlist.shared_not_found'), {
          key: 'wishlist.shared_not_found',
        });
      }
      const [items, itemsCount] = await Promise.all([
        wishlistItems(context.db, wishlist.id, { pageSize, currentPage }),
        countItems(context.db, wishlist.id),
      ]);
      return { wishlist, ownerName: wishlist.ownerName, items, itemsCount, pageSize, currentPage };
    },
  },
  Mutation: {
    createEmptyWishlist: async (_parent, _args, context) => {
      // A customer has one wishlist: theirs is the answer.
      if (context.caller.kind === 'customer') {
        return publicWishlistId(await customerWishlist(context.db, context.caller.customerId));
      }
      return publicWishlistId(await context.db.transaction((tx) => createGuestWishlist(tx)));
    },
    addProductsToWishlist: async (_parent, args, context) => {
      const { wishlist, result } = await changeWishlist(context, args.wishlistId, (tx, target) =>
        addItems(tx, target, context.store, args.wishlistItems),
      );
      return { wishlist, user_errors: result };
    },
    removeProductsFromWishlist: async (_parent, args, context) => {
      const { wishlist, result } = await changeWishlist(context, args.wishlistId, (tx, target) =>
        removeItems(tx, target, context.store.language, args.wishlistItemsIds),
      );
      return { wishlist, user_errors: result };
    },
    updateProductsInWishlist: async (_parent, args, context) => {
      const { wishlist, result } = await changeWishlist(context, args.wishlistId, (tx, target) =>
        updateItems(tx, target, context.store.language, args.wishlistItems),
      );
      return { wishlist, user_errors: result };
    },
    mergeWishlists: async (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      const { caller, store } = context;
      return context.db.transaction(async (tx) => {
        const source = await accessibleWishlist(tx, caller, store.language, args.source, true);
        if (source.customerId !== null) {
          const message = wishlistText(store.language, 'wishlist.merge_source_invalid');
          throw keyedInputError([{ field: 'source', key: 'wishlist.merge_source_invalid', message }]);
        }
        const destination = args.destination
          ? await accessibleWishlist(tx, caller, store.language, args.destination, true)
          : await customerWishlist(tx, customerId);
        if (destination.customerId !== customerId) throw forbidden(store.language, args.destination ?? '');
        await mergeInto(tx, source, destination);
        return reloadWishlist(tx, destination.id);
      });
    },
    createWishlist: async (_parent, { input }, context) => {
      const customerId = requireCustomerId(context);
      const wishlist = await context.db.transaction((tx) =>
        createNamedWishlist(tx, customerId, context.store, input.name, input.visibility),
      );
      return { wishlist };
    },
    updateWishlist: async (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      const { wishlist } = await changeWishlist(context, args.wishlistId, (tx, target) => {
        if (target.customerId !== customerId) throw forbidden(context.store.language, args.wishlistId);
        return updateWishlist(tx, target, context.store.language, {
          name: args.name,
          visibility: args.visibility,
        });
      });
      return {
        uid: publicWishlistId(wishlist),
        name: wishlist.name ?? wishlistText(context.store.language, 'wishlist.default_name'),
        visibility: wishlist.visibility,
      };
    },
    deleteWishlist: async (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      const { caller, store } = context;
      await context.db.transaction(async (tx) => {
        const target = await accessibleWishlist(tx, caller, store.language, args.wishlistId, true);
        if (target.customerId !== customerId) throw forbidden(store.language, args.wishlistId);
        await deleteWishlist(tx, target, store.language);
      });
      return { status: true, wishlists: await customerWishlists(context.db, customerId) };
    },
    shareWishlist: async (_parent, args, context) => {
      const customerId = requireCustomerId(context);
      const share = checkShare(context.store.language, {
        emails: args.emails,
        message: args.message ?? null,
      });
      // Each recipient counts: the limit is on mails sent to strangers, not on calls.
      await limitRequest(context, 'wishlist_share', {}, share.emails.length);
      const { wishlist, result } = await changeWishlist(context, args.wishlist_id, (tx, target) => {
        if (target.customerId !== customerId) throw forbidden(context.store.language, args.wishlist_id);
        return shareWishlist(tx, target, { store: context.store, storefronts: context.config, share });
      });
      kickMailDelivery(context.db);
      return { wishlist, sharing_code: wishlist.sharingCode, sent: result };
    },
  },
  Customer: {
    wishlist: (customer, _args, context) => customerWishlist(context.db, customer.id),
    wishlists: async (customer, args, context) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      checkPaging(pageSize, currentPage);
      const all = await customerWishlists(context.db, customer.id);
      return all.slice((currentPage - 1) * pageSize, currentPage * pageSize);
    },
    wishlist_v2: async (customer, args, context) =>
      (await customerWishlists(context.db, customer.id)).find(
        (wishlist) => publicWishlistId(wishlist) === args.id.trim(),
      ) ?? null,
  },
  Wishlist: {
    id: (wishlist) => publicWishlistId(wishlist),
    name: (wishlist, _args, context) =>
      wishlist.name ?? wishlistText(context.store.language, 'wishlist.default_name'),
    visibility: (wishlist) => wishlist.visibility,
    items: (wishlist, _args, context) => wishlistItems(context.db, wishlist.id),
    items_v2: async (wishlist, args, context) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      checkPaging(pageSize, currentPage);
      const [items, count] = await Promise.all([
        wishlistItems(context.db, wishlist.id, { pageSize, currentPage }),
        countItems(context.db, wishlist.id),
      ]);
      return {
        items,
        page_info: {
          page_size: pageSize,
          current_page: currentPage,
          total_pages: Math.ceil(count / pageSize),
        },
      };
    },
    items_count: (wishlist, _args, context) => countItems(context.db, wishlist.id),
    sharing_code: (wishlist) => (wishlist.customerId === null ? null : wishlist.sharingCode),
    is_shared: (wishlist) => wishlist.isShared,
    updated_at: (wishlist) => wishlist.updatedAt,
  },
  WishlistItem: {
    id: (item) => item.id,
    qty: (item) => item.qty,
    description: (item) => item.description,
    added_at: (item) => item.addedAt,
    product: (item, _args, context) => itemProduct(item, context),
    child_sku: (item) => (item.parentProductId === null ? null : item.sku),
  },
  WishlistItemInterface: {
    __resolveType: (item) => {
      if (item.parentProductId !== null) return 'ConfigurableWishlistItem';
      if (item.typeId === 'bundle') return 'BundleWishlistItem';
      if (item.typeId === 'grouped') return 'GroupedProductWishlistItem';
      return 'SimpleWishlistItem';
    },
  },
  SimpleWishlistItem: interfaceItemFields,
  BundleWishlistItem: interfaceItemFields,
  GroupedProductWishlistItem: interfaceItemFields,
  ConfigurableWishlistItem: {
    ...interfaceItemFields,
    child_sku: (item) => item.sku,
    configured_variant: (item, _args, context) => context.loaders.product.rows.load(item.productId),
    configurable_options: async (item, _args, context) => {
      if (item.parentProductId === null) return [];
      const { variants } = await context.loaders.product.configurable.load(item.parentProductId);
      const variant = variants.find((candidate) => candidate.productId === item.productId);
      return selectedConfigurableOptions(
        context,
        item.parentProductId,
        (variant?.attributes ?? []).map((attribute) => ({
          attributeCode: attribute.code,
          valueIndex: attribute.valueIndex,
        })),
      );
    },
  },
  SharedWishlist: {
    sharing_code: (page) => page.wishlist.sharingCode,
    customer_name: (page) => page.ownerName,
    items_count: (page) => page.itemsCount,
    items: (page) => page.items,
    page_info: (page) => ({
      page_size: page.pageSize,
      current_page: page.currentPage,
      total_pages: Math.ceil(page.itemsCount / page.pageSize),
    }),
    updated_at: (page) => page.wishlist.updatedAt,
  },
};

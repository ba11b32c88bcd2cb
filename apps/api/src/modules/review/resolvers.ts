import type { RequestContext } from '../../context.js';
import type { Resolvers, SimpleProductResolvers } from '../../generated/resolvers-types.js';
import { limitRequest } from '../../rate-limits.js';
import { encodeUid } from '../../uid.js';
import type { ProductRow } from '../catalog/products.js';
import { notAuthorizedError } from '../customer/session.js';
import { createReview, customerReviews } from './create.js';
import { checkPaging, ratingMetadata } from './reviews.js';
import { findShopReviews } from './shop-reviews.js';

/** Review fields every product type shares. */
const productReviewFields: SimpleProductResolvers<RequestContext, ProductRow> = {
  rating_summary: async (product, _args, context) =>
    (await context.loaders.reviews.summary.load(product.id)).ratingSummary,
  review_count: async (product, _args, context) =>
    (await context.loaders.reviews.summary.load(product.id)).reviewCount,
  reviews: async (product, args, context) => {
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    checkPaging(pageSize, currentPage);
    // The reviews' `product` is this product: no need to load it again.
    context.loaders.reviews.product.prime(product.id, product);
    const [items, summary] = await Promise.all([
      context.loaders.reviews.page.load({ productId: product.id, pageSize, currentPage }),
      context.loaders.reviews.summary.load(product.id),
    ]);
    return {
      items,
      page_info: {
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(summary.reviewCount / pageSize),
      },
    };
  },
};

export const reviewResolvers: Resolvers = {
  Query: {
    productReviewRatingsMetadata: async (_parent, _args, context) => ({
      items: (await ratingMetadata(context.db, context.store.code)).map((rating) => ({
        id: encodeUid(rating.id),
        name: rating.name,
        values: rating.values.map((value) => ({
          value_id: encodeUid(value.optionId),
          value: String(value.value),
        })),
      })),
    }),
    shopReviews: async (_parent, args, context) => {
      const page = await findShopReviews(context.db, context.store.code, args);
      return {
        items: page.items,
        total_count: page.totalCount,
        average_rating: page.averageRating,
        page_info: { page_size: page.pageSize, current_page: page.currentPage, total_pages: page.totalPages },
      };
    },
  },
  Mutation: {
    // Guests write with the consumer key, customers with their token (docs/BEHAVIOUR.md#roles-and-permissions).
    createProductReview: async (_parent, args, context) => {
      const { caller, store } = context;
      if (caller.kind !== 'consumer' && caller.kind !== 'customer') throw notAuthorizedError(store.language);
      const customerId = caller.kind === 'customer' ? caller.customerId : null;
      await limitRequest(context, 'review');
      const review = await context.db.transaction((tx) => createReview(tx, store, args.input, customerId));
      return { review };
    },
  },
  Customer: {
    reviews: async (customer, args, context) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      const page = await customerReviews(context.db, context.store.code, customer.id, {
        pageSize,
        currentPage,
      });
      return {
        items: page.items,
        page_info: {
          page_size: pageSize,
          current_page: currentPage,
          total_pages: Math.ceil(page.totalCount / pageSize),
        },
      };
    },
  },
  ProductReview: {
    product: async (review, _args, context) => {
      const product = await context.loaders.reviews.product.load(review.productId);
      if (!product)
        throw new Error(`review ${review.id}: product ${review.productId} is not in the store view`);
      return product;
    },
    summary: (review) => review.summary,
    text: (review) => review.text,
    nickname: (review) => review.nickname,
    created_at: (review) => review.createdAt,
    average_rating: (review) => review.averageRating,
    ratings_breakdown: (review) => review.breakdown,
  },
  ShopReview: {
    shopreview_id: (review) => review.id,
    rating: (review) => review.rating,
    customer_name: (review) => review.customerName,
    customer_email: (review) => review.customerEmail,
    title: (review) => review.title,
    comment: (review) => review.comment,
    created_at: (review) => review.createdAt,
  },
  SimpleProduct: productReviewFields,
  ConfigurableProduct: productReviewFields,
  BundleProduct: productReviewFields,
  GroupedProduct: productReviewFields,
};

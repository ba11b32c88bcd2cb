import {
  HomeBestsellersDocument,
  HomeMostPurchasedDocument,
  HomeShopReviewsDocument,
} from '../../../generated/graphql/graphql';
import { BESTSELLER_LIMIT } from '../../shared/constants';
import { reportError } from '../../shared/errors/error-reporting';
import { fetchProducts, type ProductSummary } from '../../shared/product-card/products';
import type { PageContext } from '../../shared/routing/page-context';
import {
  EMPTY_RECOMMENDATION_LIST,
  HOME_BUNDLES,
  RECOMMENDATION_LIST_SIZE,
  type RecommendationList,
  SHOP_REVIEWS_PAGE_SIZE,
  type ShopReviewsView,
  toRecommendationList,
  toShopReviewsView,
} from './home';

/** The public sections of the home page, rendered on the server. */
export interface HomeSections {
  bestsellers: RecommendationList;
  mostPurchased: RecommendationList;
  /** Bundles are a catalogue listing, not a recommendation: their cards carry no source tag. */
  bundles: ProductSummary[];
  /** Undefined when the reviews could not be loaded (the section is then left out). */
  shopReviews: ShopReviewsView | undefined;
}

/**
 * Loads the home page's lists at once. Each is an extra of the page: a failure is reported and only
 * its section is left out, the rest of the page still renders.
 */
export async function loadHomeSections(context: PageContext): Promise<HomeSections> {
  const { config, apiOrigin } = context;
  const [bestsellers, mostPurchased, bundles, shopReviews] = await Promise.all([
    optional(context, 'home bestsellers', EMPTY_RECOMMENDATION_LIST, async () => {
      const data = await context.call(HomeBestsellersDocument, {
        categoryId: config.bestSellerCategoryId,
        limit: BESTSELLER_LIMIT,
      });
      return toRecommendationList(data.bestsellers.items, apiOrigin);
    }),
    optional(context, 'home mostPurchased', EMPTY_RECOMMENDATION_LIST, async () => {
      const data = await context.call(HomeMostPurchasedDocument, { pageSize: RECOMMENDATION_LIST_SIZE });
      return toRecommendationList(data.mostPurchased.items, apiOrigin);
    }),
    optional(context, 'home bundles', [], async () => {
      const page = await fetchProducts(context.call, HOME_BUNDLES, apiOrigin);
      return page.items;
    }),
    optional(context, 'home shopReviews', undefined, async () => {
      // shopReviews is one of the reads sent as POST (docs/BEHAVIOUR.md#api-calls).
      const data = await context.post(HomeShopReviewsDocument, { pageSize: SHOP_REVIEWS_PAGE_SIZE });
      return toShopReviewsView(data.shopReviews);
    }),
  ]);
  return { bestsellers, mostPurchased, bundles, shopReviews };
}

async function optional<T>(
  context: PageContext,
  operation: string,
  fallback: T,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reportError(error, { operation, url: context.url.href });
    return fallback;
  }
}

import type {
  CatalogProductsQueryVariables,
  HomeShopReviewsQuery,
  ProductCardFragment,
} from '../../../generated/graphql/graphql';
import { type ProductSummary, toProductSummary } from '../../shared/product-card/products';
import type { TaggedProduct } from '../../shared/recommendations/recommendation-sources';

/** Items of each recommendation list (docs/BEHAVIOUR.md#limits "Recommendation lists: 10 items, page 1"). */
export const RECOMMENDATION_LIST_SIZE = 10;

/**
 * The bundles of the home page (docs/BEHAVIOUR.md#pages-and-routes Home "bundles", docs/BEHAVIOUR.md#api-calls "bundle list"): as many as the other
 * lists, best-selling first, because a listing without a category has no position of its own.
 */
export const HOME_BUNDLES: CatalogProductsQueryVariables = {
  filter: { type_id: { eq: 'bundle' } },
  sort: { num_sales: 'DESC' },
  pageSize: RECOMMENDATION_LIST_SIZE,
  currentPage: 1,
};

/** Shop reviews shown on the home page: one page (docs/BEHAVIOUR.md#limits "Shop reviews per page: 12"). */
export const SHOP_REVIEWS_PAGE_SIZE = 12;

/** A recommendation list as the page shows it: product cards plus each product's source tag. */
export interface RecommendationList {
  products: ProductSummary[];
  sources: TaggedProduct[];
}

export const EMPTY_RECOMMENDATION_LIST: RecommendationList = { products: [], sources: [] };

/**
 * The cards and source tags of a recommendation answer (docs/BEHAVIOUR.md#api-calls "Each recommendation item carries
 * a source tag"). A product that appears twice is shown once, with the tag of its first item.
 */
export function toRecommendationList(
  items: ReadonlyArray<{ source: string; product: ProductCardFragment }>,
  apiOrigin: string,
): RecommendationList {
  const seen = new Set<string>();
  const list: RecommendationList = { products: [], sources: [] };
  for (const item of items) {
    if (seen.has(item.product.uid)) continue;
    seen.add(item.product.uid);
    const product = toProductSummary(item.product, apiOrigin);
    list.products.push(product);
    if (product.sku) list.sources.push({ sku: product.sku, source: item.source });
  }
  return list;
}

export interface ShopReviewView {
  id: number;
  /** Whole stars, 1 to 5. */
  stars: number;
  author: string;
  title: string;
  comment: string;
  createdAt: string;
}

export interface ShopReviewsView {
  /** Mean stars rounded to one decimal; undefined when there are no reviews. */
  average: number | undefined;
  count: number;
  latest: ShopReviewView[];
}

/** The shop reviews block: the mean and count over all reviews and the newest page of them. */
export function toShopReviewsView(data: HomeShopReviewsQuery['shopReviews']): ShopReviewsView {
  const average = data.average_rating;
  return {
    average: data.total_count > 0 && typeof average === 'number' ? Math.round(average * 10) / 10 : undefined,
    count: data.total_count,
    latest: data.items.map((review) => ({
      id: review.shopreview_id,
      stars: wholeStars(review.rating),
      author: review.customer_name,
      title: review.title,
      comment: review.comment,
      createdAt: review.created_at,
    })),
  };
}

/** A star count kept within 1 to 5 (docs/BEHAVIOUR.md#data Shop review: rating 1-5). */
export function wholeStars(rating: number): number {
  return Math.min(5, Math.max(1, Math.round(rating)));
}

/** Five stars as text, the given number of them filled (shown to sighted visitors only). */
export function starText(stars: number): string {
  const full = Math.min(5, Math.max(0, Math.round(stars)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
